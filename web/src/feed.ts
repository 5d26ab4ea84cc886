/**
 * Live updates of one encounter. `StreamFeed` follows the encounter's Server-Sent Events
 * (`GET .../events`, the SDK's `subscribe`): each logged step makes it read the document
 * (`GET /v1/encounters/{id}` with If-None-Match), and each `sealed` event tells the page
 * whom a sealed step still waits for. Where the stream cannot be had, it falls back to
 * `PollingFeed`, which reads the document every 1.5 s (a 304 costs the server almost
 * nothing). The page only sees the `EncounterFeed` interface.
 */

import { type RefereeClient, type Subscription, subscribe, unwrap } from "../../sdk/typescript/src/index.js";

export type EncounterDoc = {
  id: string;
  system: string;
  name: string;
  version: number;
  revealed: boolean;
  sides: string[];
  log_length: number;
  seed_commitment: string;
  side_seeds_contributed?: string[];
  side_seeds_open?: boolean;
  require_side_seeds?: boolean;
  state: Record<string, unknown>;
  /** What applies now and who may take it (the server's reading of the state). */
  next_steps?: NextStep[];
  /** `trusted`, `opponent_confirms` or `gm_confirms` (absent: trusted). */
  claims_policy?: string;
  /** The open proposal every other change waits for, or null. */
  proposal?: Proposal | null;
  /** The log indexes of the disputes awaiting the game master's ruling. */
  open_disputes?: number[];
};

/** One step that applies now (`next_steps`): `path` is its route under the encounter's system. */
export interface NextStep {
  step: string;
  path: string;
  who: string[];
  awaited?: string[];
  description?: string;
}

/** A side's step whose claims wait for consent: nothing is rolled until it is accepted. */
export interface Proposal {
  id: string;
  step: string;
  path: string;
  params: Record<string, unknown>;
  claims: Record<string, unknown>;
  proposer: string;
  confirm: string[];
  policy: string;
  created_at: string;
}

/** A sealed part arrived: who gave theirs, who is still awaited (never the content). */
export interface SealedEvent {
  step: string;
  submitted: string[];
  waiting_for: string[];
}

export interface EncounterFeed {
  /**
   * Calls `onChange` with the document now and whenever it changes, and `onSealed` when
   * a sealed part arrives (a stream's `event: sealed`; polling cannot see those).
   */
  start(
    onChange: (doc: EncounterDoc) => void,
    onError: (error: unknown) => void,
    onSealed?: (event: SealedEvent) => void,
  ): void;
  /**
   * Look again now (after this page made a change). `fresh`: without If-None-Match, for
   * what moves without a new version (the sealed parts a 202 answered).
   */
  refresh(fresh?: boolean): Promise<void>;
  stop(): void;
}

export class PollingFeed implements EncounterFeed {
  private etag: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  protected onChange: (doc: EncounterDoc) => void = () => {};
  protected onError: (error: unknown) => void = () => {};
  protected running = false;
  /** The log length of the last document read (-1: none yet). */
  protected logLength = -1;

  constructor(
    private readonly client: RefereeClient,
    protected readonly encounterId: string,
    private readonly intervalMs = 1500,
  ) {}

  start(onChange: (doc: EncounterDoc) => void, onError: (error: unknown) => void): void {
    this.onChange = onChange;
    this.onError = onError;
    this.running = true;
    void this.poll();
  }

  async refresh(fresh = false): Promise<void> {
    if (fresh) this.etag = undefined;
    await this.fetchOnce();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  protected async poll(): Promise<void> {
    await this.fetchOnce();
    if (this.running) {
      // Slower while the tab is hidden: a phone in a pocket need not poll every second.
      const wait = document.visibilityState === "hidden" ? this.intervalMs * 5 : this.intervalMs;
      this.timer = setTimeout(() => void this.poll(), wait);
    }
  }

  /** A document was read (the stream watches for proposals by it). */
  protected seen(_doc: EncounterDoc): void {}

  protected async fetchOnce(): Promise<void> {
    try {
      const result = await this.client.GET("/v1/encounters/{encounter_id}", {
        params: { path: { encounter_id: this.encounterId } },
        headers: this.etag ? { "If-None-Match": this.etag } : {},
      });
      const doc = (await unwrap(result)) as EncounterDoc | undefined;
      if (result.response.status === 304 || doc === undefined) return;
      this.etag = result.response.headers.get("ETag") ?? undefined;
      this.logLength = doc.log_length;
      this.seen(doc);
      this.onChange(doc);
    } catch (error) {
      this.onError(error);
    }
  }
}

export class StreamFeed extends PollingFeed {
  private subscription: Subscription | undefined;
  private watch: ReturnType<typeof setInterval> | undefined;

  constructor(client: RefereeClient, encounterId: string, private readonly baseUrl: string) {
    super(client, encounterId);
  }

  override start(
    onChange: (doc: EncounterDoc) => void,
    onError: (error: unknown) => void,
    onSealed?: (event: SealedEvent) => void,
  ): void {
    this.onChange = onChange;
    this.onError = onError;
    this.running = true;
    void this.follow(onSealed);
  }

  override stop(): void {
    super.stop();
    this.subscription?.close();
    clearInterval(this.watch);
  }

  /**
   * A proposal, or its withdrawal, is no log entry: the stream has no event for it. Under a
   * confirming policy the page reads the document again every 2 s as well (a 304 when
   * nothing moved), so a proposal reaches the confirming side's page.
   */
  protected override seen(doc: EncounterDoc): void {
    const confirming = (doc.claims_policy ?? "trusted") !== "trusted" && !doc.revealed;
    if (confirming && this.watch === undefined && this.running) {
      this.watch = setInterval(() => {
        if (document.visibilityState !== "hidden") void this.fetchOnce();
      }, 2000);
    } else if (!confirming && this.watch !== undefined) {
      clearInterval(this.watch);
      this.watch = undefined;
    }
  }

  private async follow(onSealed?: (event: SealedEvent) => void): Promise<void> {
    await this.fetchOnce(); // the document now; the stream then brings every later entry
    if (!this.running) return;
    const subscription = subscribe(
      this.encounterId,
      null, // reading needs no token, and a side's token must not be needed to watch
      (event) => {
        // A sealed part moves the encounter's version on: read it, then say who chose.
        if (event.kind === "sealed") void this.fetchOnce().then(() => onSealed?.(event.data));
        else void this.fetchOnce();
      },
      { baseUrl: this.baseUrl, after: this.logLength - 1 },
    );
    this.subscription = subscription;
    subscription.done.then(
      () => void this.fetchOnce(), // the reveal ended the stream
      () => {
        if (this.running) void this.poll(); // no stream to be had: read the document instead
      },
    );
  }
}
