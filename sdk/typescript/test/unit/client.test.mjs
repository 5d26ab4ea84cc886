// RefereeProblem, unwrap and encounterStep's retries, with a scripted fetch standing in for
// the network (the end-to-end tests do the same against a live Referee).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  CLIENT_ID,
  createRefereeClient,
  encounterStep,
  isWaiting,
  RefereeProblem,
  unwrap,
  VERSION,
} from "referee-sdk";

const PROBLEM = {
  type: "/problems/validation-error",
  title: "Unprocessable Entity",
  status: 422,
  detail: "attempt: a panicked model must attempt to rally",
  code: "validation_error",
  errors: { attempt: ["a panicked model must attempt to rally"] },
};

/**
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function answer(status, body, headers = {}) {
  const type = status >= 400 ? "application/problem+json" : "application/json";
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": type, ...headers } });
}

/**
 * A fetch that plays `script` in order and records every request it was given.
 * @param {Array<() => Response>} script
 */
function scripted(script) {
  /** @type {{ method: string, url: string, headers: Headers, body: string }[]} */
  const seen = [];
  /** @param {Request} request */
  const fetch = async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    const next = script.shift();
    if (!next) throw new Error("unexpected request");
    return next();
  };
  return { fetch, seen };
}

const RETRY_FAST = { backoffMs: 1, maxBackoffMs: 2 };

test("a problem+json answer becomes a typed RefereeProblem", async () => {
  const { fetch } = scripted([() => answer(422, PROBLEM)]);
  const client = createRefereeClient({ baseUrl: "http://referee.test/", fetch });
  const pending = unwrap(
    client.POST("/v1/urban-war/rally", { body: { command: 4, panicked: true, attempt: false } }),
  );
  await assert.rejects(pending, (/** @type {unknown} */ error) => {
    assert.ok(error instanceof RefereeProblem);
    assert.equal(error.status, 422);
    assert.equal(error.title, "Unprocessable Entity");
    assert.equal(error.code, "validation_error");
    assert.deepEqual(error.errors, PROBLEM.errors);
    assert.equal(error.message, `422 Unprocessable Entity: ${PROBLEM.detail}`);
    return true;
  });
});

test("a RefereeProblem keeps the answer's X-Request-ID, problem+json or not", async () => {
  const { fetch } = scripted([() => answer(422, PROBLEM, { "X-Request-ID": "req-4f2a" })]);
  const client = createRefereeClient({ baseUrl: "http://referee.test", fetch });
  const pending = unwrap(
    client.POST("/v1/urban-war/rally", { body: { command: 4, panicked: true, attempt: false } }),
  );
  await assert.rejects(pending, (/** @type {unknown} */ error) => {
    assert.ok(error instanceof RefereeProblem);
    assert.equal(error.requestId, "req-4f2a");
    return true;
  });
  const proxied = RefereeProblem.from(502, "<html>bad gateway</html>", new Headers({ "X-Request-ID": "p-1" }));
  assert.equal(proxied.requestId, "p-1");
  assert.equal(RefereeProblem.from(503, "down").requestId, undefined);
});

test("every request names the SDK and its package.json version (X-Referee-Client, User-Agent on Node)", async () => {
  const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  assert.equal(VERSION, manifest.version);
  assert.equal(CLIENT_ID, `referee-sdk/${manifest.version}`);
  const { fetch, seen } = scripted([() => answer(200, { status: "ok" }), () => answer(200, {})]);
  const client = createRefereeClient({ baseUrl: "http://referee.test", fetch });
  await unwrap(client.GET("/healthz"));
  await encounterStep(client, "e1", "reveal", undefined, { retry: RETRY_FAST });
  for (const request of seen) {
    assert.equal(request.headers.get("x-referee-client"), `referee-sdk/${manifest.version}`);
    assert.equal(request.headers.get("user-agent"), `referee-sdk/${manifest.version} node/${process.versions.node}`);
  }
  // An application's own User-Agent wins over the SDK's.
  const own = scripted([() => answer(200, { status: "ok" })]);
  const mine = createRefereeClient({ baseUrl: "http://referee.test", fetch: own.fetch, headers: { "User-Agent": "my-vtt/2" } });
  await unwrap(mine.GET("/healthz"));
  assert.equal(own.seen[0]?.headers.get("user-agent"), "my-vtt/2");
  assert.equal(own.seen[0]?.headers.get("x-referee-client"), `referee-sdk/${manifest.version}`);
});

test("an answer that is not problem+json (a proxy's 502 page) is still a RefereeProblem", () => {
  const problem = RefereeProblem.from(502, "<html>bad gateway</html>", new Headers({ "Retry-After": "3" }));
  assert.equal(problem.status, 502);
  assert.equal(problem.title, "Bad Gateway");
  assert.equal(problem.detail, "<html>bad gateway</html>");
  assert.equal(problem.code, undefined);
  assert.deepEqual(problem.errors, {});
  assert.equal(problem.retryAfter, 3);
});

test("unwrap returns the data of a success and the token goes into Authorization", async () => {
  const { fetch, seen } = scripted([() => answer(200, { status: "ok" })]);
  const client = createRefereeClient({ baseUrl: "http://referee.test", token: "t0k", fetch });
  const health = await unwrap(client.GET("/healthz"));
  assert.deepEqual(health, { status: "ok" });
  assert.equal(seen[0]?.headers.get("authorization"), "Bearer t0k");
  assert.equal(seen[0]?.url, "http://referee.test/healthz");
});

test("encounterStep sends an Idempotency-Key and resends the same request after a network error and a 503", async () => {
  const done = { encounter_id: "e1", index: 1, step: "initiative", rolls: [], outcome: {} };
  const { fetch, seen } = scripted([
    () => {
      throw new TypeError("fetch failed");
    },
    () =>
      answer(
        503,
        { type: "/problems/busy", title: "Service Unavailable", status: 503, detail: "busy", code: "busy" },
        { "Retry-After": "0" },
      ),
    () => answer(502, "<html>Bad Gateway</html>"),
    () => answer(200, done),
  ]);
  const gm = createRefereeClient({ baseUrl: "http://referee.test", token: "gm", fetch });
  const result = await encounterStep(
    gm,
    "e1",
    "urban-war/initiative",
    {},
    { retry: RETRY_FAST, ifMatch: '"3"' },
  );
  assert.deepEqual(result, done);
  assert.equal(seen.length, 4);
  const keys = new Set(seen.map((r) => r.headers.get("idempotency-key")));
  assert.equal(keys.size, 1);
  assert.match([...keys][0] ?? "", /^[0-9a-f-]{32,36}$/);
  for (const request of seen) {
    assert.equal(request.method, "POST");
    assert.equal(request.url, "http://referee.test/v1/encounters/e1/urban-war/initiative");
    assert.equal(request.headers.get("if-match"), '"3"');
    assert.equal(request.body, "{}");
  }
});

test("encounterStep does not retry a 4xx, and gives up after its attempts", async () => {
  const stale = {
    type: "x",
    title: "Precondition Failed",
    status: 412,
    detail: "stale",
    code: "stale_version",
  };
  const once = scripted([() => answer(412, stale)]);
  const gm = createRefereeClient({ baseUrl: "http://referee.test", fetch: once.fetch });
  await assert.rejects(
    encounterStep(gm, "e1", "urban-war/initiative", {}, { retry: RETRY_FAST }),
    (/** @type {unknown} */ e) => e instanceof RefereeProblem && e.code === "stale_version",
  );
  assert.equal(once.seen.length, 1);

  const down = scripted(
    Array.from({ length: 3 }, () => () => {
      throw new TypeError("fetch failed");
    }),
  );
  const client = createRefereeClient({ baseUrl: "http://referee.test", fetch: down.fetch });
  await assert.rejects(
    encounterStep(client, "e1", "reveal", undefined, { retry: { ...RETRY_FAST, attempts: 3 } }),
    TypeError,
  );
  assert.equal(down.seen.length, 3);
});

test("your own Idempotency-Key is used as given; a sealed part answers waiting", async () => {
  const waiting = {
    status: "waiting",
    step: "orders",
    submitted: ["red"],
    waiting_for: ["blue"],
    version: 2,
  };
  const { fetch, seen } = scripted([() => answer(202, waiting)]);
  const red = createRefereeClient({ baseUrl: "http://referee.test", token: "red", fetch });
  const result = await encounterStep(
    red,
    "e1",
    "urban-war/orders",
    { orders: { r1: "overwatch" } },
    { idempotencyKey: "mine-1" },
  );
  assert.ok(isWaiting(result));
  assert.deepEqual(result.waiting_for, ["blue"]);
  assert.equal(seen[0]?.headers.get("idempotency-key"), "mine-1");
  assert.deepEqual(JSON.parse(seen[0]?.body ?? ""), { orders: { r1: "overwatch" } });
});
