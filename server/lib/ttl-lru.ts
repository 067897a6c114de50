/**
 * A small in-memory map whose entries expire `ttlMs` after they were stored and which keeps at most
 * `maxEntries`, dropping the least recently used first.
 */
export class TtlLru<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (now - hit.storedAt > this.ttlMs) return undefined;
    // re-insert to keep the map in least-recently-used order
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()) {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }
}
