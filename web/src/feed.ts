/**
 * Live updates of one encounter. Today: polling `GET /v1/encounters/{id}` with
 * If-None-Match (a 304 costs the server almost nothing). The page only sees the
 * `EncounterFeed` interface, so a Server-Sent Events feed (`GET .../events`) can replace
 * the poller without touching the views.
 */

import { type RefereeClient, unwrap } from "../../sdk/typescript/src/index.js";

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
  state: Record<string, unknown>;
};

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
  /** Look again now (after this page made a change). */
  refresh(): Promise<void>;
  stop(): void;
}

export class PollingFeed implements EncounterFeed {
  private etag: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private onChange: (doc: EncounterDoc) => void = () => {};
  private onError: (error: unknown) => void = () => {};
  private running = false;

  constructor(
    private readonly client: RefereeClient,
    private readonly encounterId: string,
    private readonly intervalMs = 1500,
  ) {}

  start(onChange: (doc: EncounterDoc) => void, onError: (error: unknown) => void): void {
    this.onChange = onChange;
    this.onError = onError;
    this.running = true;
    void this.poll();
  }

  async refresh(): Promise<void> {
    await this.fetchOnce();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  private async poll(): Promise<void> {
    await this.fetchOnce();
    if (this.running) {
      // Slower while the tab is hidden: a phone in a pocket need not poll every second.
      const wait = document.visibilityState === "hidden" ? this.intervalMs * 5 : this.intervalMs;
      this.timer = setTimeout(() => void this.poll(), wait);
    }
  }

  private async fetchOnce(): Promise<void> {
    try {
      const result = await this.client.GET("/v1/encounters/{encounter_id}", {
        params: { path: { encounter_id: this.encounterId } },
        headers: this.etag ? { "If-None-Match": this.etag } : {},
      });
      const doc = (await unwrap(result)) as EncounterDoc | undefined;
      if (result.response.status === 304 || doc === undefined) return;
      this.etag = result.response.headers.get("ETag") ?? undefined;
      this.onChange(doc);
    } catch (error) {
      this.onError(error);
    }
  }
}
