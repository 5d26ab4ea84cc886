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
