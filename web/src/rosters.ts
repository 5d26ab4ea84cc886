/**
 * Rosters a game master saved on this device (localStorage), per system, to start the next
 * fight from. Nothing of them leaves the browser until an encounter is created from one.
 */

const KEY = "referee-rosters";

type Saved = Record<string, Record<string, Record<string, unknown>[]>>;

function read(): Saved {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Saved) : {};
  } catch {
    return {}; // storage off (a private window) or an unreadable value: nothing saved
  }
}

function write(saved: Saved): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // storage full or off: the roster is simply not kept
  }
}

/** The saved rosters of a system: name -> models. */
export function loadRosters(system: string): Record<string, Record<string, unknown>[]> {
  const rosters = read()[system];
  return rosters && typeof rosters === "object" ? rosters : {};
}

export function saveRoster(system: string, name: string, models: Record<string, unknown>[]): void {
  const saved = read();
  saved[system] = { ...(saved[system] ?? {}), [name]: models };
  write(saved);
}

export function deleteRoster(system: string, name: string): void {
  const saved = read();
  const rosters = { ...(saved[system] ?? {}) };
  delete rosters[name];
  saved[system] = rosters;
  write(saved);
}
