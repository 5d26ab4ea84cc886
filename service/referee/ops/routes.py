"""/healthz (the process is alive) and /readyz (it can use its store safely).

Both are open even when REFEREE_API_KEYS is set: orchestrators' probes send no
key, and neither tells anything an attacker could use (no address, no version).
"""

import logging

import redis
from flask import Response, current_app

from referee.api import Blueprint
from referee.errors import problem
from referee.ops.schemas import Health, Readiness

blp = Blueprint("operations", __name__, description="Liveness and readiness probes.")
log = logging.getLogger(__name__)

# Any other policy lets Redis drop keys when memory is full, and with them part of an
# encounter (its state without its log, or a log without its idempotency records).
SAFE_POLICY = "noeviction"
# The one answer of /healthz, as the Health schema dumps it and jsonify writes it.
HEALTHY = b'{"status":"ok"}\n'


def _unready(detail: str):
    return problem(503, detail, code="store_unavailable", headers={"Retry-After": "1"})


def eviction_policies(client) -> set[str]:
    """Every server's maxmemory-policy: INFO, which managed Redis allows where CONFIG is not.

    A cluster client asks every node and answers {node: info}.
    """
    info = client.info("memory")
    if "maxmemory_policy" in info:
        return {info["maxmemory_policy"]}
    return {node["maxmemory_policy"] for node in info.values()}


@blp.route("/healthz", methods=["GET"])
@blp.doc(operationId="healthz")
@blp.response(200, Health(), example={"status": "ok"})
def healthz():
    """Liveness: answers while the process serves requests; touches nothing else.

    For an orchestrator's liveness probe: 200 `{"status": "ok"}` as long as the process can
    answer at all. It never reads the encounter store, so a Redis outage does not get the
    process restarted (that is /readyz's business). Open without an API key and never rate
    limited.
    """
    return Response(HEALTHY, mimetype="application/json")


@blp.route("/readyz", methods=["GET"])
@blp.doc(operationId="readyz")
@blp.alt_response(503, response="SERVICE_UNAVAILABLE", success=False)
@blp.response(
    200,
    Readiness(),
    example={"status": "ready", "store": "redis", "persistent": True, "signing_key": "configured"},
)
def readyz():
    """Readiness: 200 when the encounter store (Redis) answers and never evicts keys.

    503 when Redis does not answer, or when its `maxmemory-policy` is not `noeviction`:
    a Redis that evicts could drop part of an encounter when it is full. Open without an
    API key and never rate limited. `signing_key` says whether the key that signs the
    records is configured (durable) or was generated at first start (not durable).
    """
    store = current_app.extensions["referee.store"]
    try:
        durable = current_app.extensions["referee.encounters"].keys.current().durable
        if store.kind == "in-process":
            store.client.ping()  # a process's own memory: nothing is ever evicted
            policies = {SAFE_POLICY}
        else:
            policies = eviction_policies(store.client)
    except redis.ResponseError as exc:
        log.warning("readiness: the store refused INFO memory: %s", exc)
        return _unready(
            "the encounter store does not report its maxmemory-policy, so it cannot be "
            f"shown to keep every key; allow INFO and set maxmemory-policy {SAFE_POLICY}"
        )
    except redis.RedisError as exc:
        # The address stays in the log: the answer may reach anyone.
        log.warning("readiness: the store does not answer: %s", exc)
        return _unready("store unavailable: the encounter store does not answer")
    if policies != {SAFE_POLICY}:
        return _unready(
            f"the encounter store evicts keys when its memory is full (maxmemory-policy "
            f"{', '.join(sorted(policies))}) and could drop part of an encounter; set "
            f"maxmemory-policy {SAFE_POLICY}"
        )
    return {
        "status": "ready",
        "store": store.kind,
        "persistent": store.kind == "redis",
        "signing_key": "configured" if durable else "generated",
    }
