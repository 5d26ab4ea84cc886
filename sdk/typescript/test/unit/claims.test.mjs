// Claims and consent without a server: a problem keeps its other members and two codes have
// their own classes; subscribe tells proposal notices and ends at `expired` (never connects
// again); isProposed tells a proposal from a step's outcome.
import assert from "node:assert/strict";
import { test } from "node:test";

import { isProposed, isWaiting, NotYourClaim, ProposalOpen, RefereeProblem, subscribe } from "referee-sdk";

test("a problem keeps next_steps, proposal and any other member it does not know", () => {
  const body = {
    type: "/problems/conflict",
    title: "Conflict",
    status: 409,
    detail: "proposal p1 awaits side:blue",
    code: "proposal_open",
    next_steps: [{ step: "accept" }],
    proposal: { id: "p1" },
    instance: "/v1/encounters/e",
  };
  const problem = RefereeProblem.from(409, body);
  assert.ok(problem instanceof ProposalOpen && problem instanceof RefereeProblem);
  assert.equal(problem.name, "ProposalOpen");
  assert.deepEqual(problem.extensions, {
    next_steps: [{ step: "accept" }],
    proposal: { id: "p1" },
    instance: "/v1/encounters/e",
  });
  assert.deepEqual(problem.nextSteps, [{ step: "accept" }]);
  assert.deepEqual(problem.proposal, { id: "p1" });
  const mine = RefereeProblem.from(403, { title: "Forbidden", status: 403, detail: "blue's", code: "not_your_claim" });
  assert.ok(mine instanceof NotYourClaim);
  assert.deepEqual(mine.extensions, {});
  assert.equal(mine.proposal, undefined);
  // A code under another status keeps the plain class.
  const odd = RefereeProblem.from(422, { title: "x", status: 422, detail: "x", code: "proposal_open" });
  assert.ok(!(odd instanceof ProposalOpen));
});

test("isProposed tells a proposal from an outcome and from a sealed part's wait", () => {
  const proposal = { status: "proposed", proposal: { id: "p1" }, version: 3 };
  assert.ok(isProposed(proposal) && !isWaiting(proposal));
  assert.ok(!isProposed({ status: "waiting", step: "orders", submitted: [], waiting_for: [] }));
  assert.ok(!isProposed({ index: 0, outcome: {} }));
});

test("subscribe tells a proposal notice and ends at expired without connecting again", async () => {
  let connections = 0;
  const frames =
    "retry: 10\n\n" +
    `event: proposal\ndata: ${JSON.stringify({ status: "open", proposal: { id: "p1" }, index: null })}\n\n` +
    'id: 0\nevent: initiative\ndata: {"index": 0, "step": "initiative"}\n\n' +
    'event: expired\ndata: {"encounter_id": "e", "detail": "gone"}\n\n';
  /** @type {typeof fetch} */
  const fakeFetch = async () => {
    connections += 1;
    return new Response(frames, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  };
  /** @type {import("referee-sdk").LiveEvent[]} */
  const got = [];
  const live = subscribe("e", null, (event) => got.push(event), {
    baseUrl: "http://referee.invalid",
    fetch: fakeFetch,
  });
  await live.done;
  await new Promise((resolve) => setTimeout(resolve, 50)); // a reconnection would come by now
  assert.deepEqual(
    got.map((e) => [e.kind, e.event, e.index]),
    [
      ["proposal", "proposal", null],
      ["entry", "initiative", 0],
      ["expired", "expired", null],
    ],
  );
  const first = got[0];
  assert.ok(first?.kind === "proposal" && first.data.status === "open");
  assert.equal(connections, 1);
  assert.equal(live.lastIndex, 0);
});

test("the long-poll tells a proposal it saw open, and how it closed", async () => {
  /** @param {string} id */
  const proposal = (id) => ({ id, step: "command_test", proposer: "side:red", confirm: ["side:blue"] });
  const rejected = { index: 0, step: "claims.rejected", params: { proposal: "p2" }, rolls: [] };
  const accepted = { index: 1, step: "command_test", params: {}, rolls: [], claims: { proposal: "p3" } };
  const answers = [
    { entries: [], total: 0, version: 2, proposal: proposal("p1") },
    { entries: [], total: 0, version: 3, proposal: null },
    { entries: [], total: 0, version: 4, proposal: proposal("p2") },
    { entries: [rejected], total: 1, version: 5, proposal: null },
    { entries: [], total: 1, version: 6, proposal: proposal("p3") },
    { entries: [accepted], total: 2, version: 7, proposal: null },
    { entries: [], total: 2, version: 8, proposal: null, revealed: { revealed: true } },
  ];
  let asked = 0;
  /** @type {typeof fetch} */
  const fakeFetch = async () => {
    const body = answers[asked++];
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  };
  /** @type {import("referee-sdk").LiveEvent[]} */
  const got = [];
  const live = subscribe("e", null, (event) => got.push(event), {
    baseUrl: "http://referee.invalid",
    fetch: fakeFetch,
    longPoll: true,
  });
  await live.done;
  assert.deepEqual(
    got.map((e) => (e.kind === "proposal" ? `${e.data.status} ${e.data.proposal.id} ${e.data.index}` : e.kind)),
    [
      "open p1 null",
      "withdrawn p1 null",
      "open p2 null",
      "entry",
      "rejected p2 0",
      "open p3 null",
      "entry",
      "accepted p3 1",
      "revealed",
    ],
  );
});
