/**
 * The in-memory store behind the page and API caches. Each entry remembers the content version it
 * was built from (see content-version.ts) and when it was stored:
 * - an entry built from an older content version is never served (a write invalidates it);
 * - an entry older than `ttlMs` is stale: still served, while one caller rebuilds it
 *   (stale-while-revalidate);
 * - at most one build per key runs at a time, and every caller that waits shares its result
 *   (single flight);
 * - at most `maxEntries` are kept, the least recently used dropped first.
 */
export class SwrCache<V> {
  private readonly entries = new Map<string, { value: V; version: number; storedAt: number }>();
  private readonly flights = new Map<string, Promise<V | undefined>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The entry built from `version`, and whether it is still within its TTL. */
  get(key: string, version: number): { value: V; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    // re-insert to keep the map in least-recently-used order
    this.entries.set(key, entry);
    return { value: entry.value, fresh: this.now() - entry.storedAt <= this.ttlMs };
  }

  set(key: string, value: V, version: number) {
    this.entries.delete(key);
    this.entries.set(key, { value, version, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The build running for `key`, if any. */
  flight(key: string): Promise<V | undefined> | undefined {
    return this.flights.get(key);
  }

  /**
   * Runs `build` for `key` unless one is already running, and stores what it returns (undefined:
   * not cacheable) under `version`. Every caller gets the running build's promise.
   */
  fly(key: string, version: number, build: () => Promise<V | undefined>): Promise<V | undefined> {
    const running = this.flights.get(key);
    if (running) return running;
    const flight = build()
      .then((value) => {
        if (value !== undefined) this.set(key, value, version);
        return value;
      })
      .finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  get size() {
    return this.entries.size;
  }
}
