import type { DB } from '../db/database.ts';

/**
 * The content tables' change counter (migration 0030), read at most once every `checkEveryMs`.
 * The caches store each answer with the version it was built from and drop it once the counter has
 * moved: a write anywhere (any process, psql, a future admin screen) reaches every cache within
 * `checkEveryMs` plus one query, without a short TTL. `peek()` is the hot path (no promise); when it
 * says nothing, `refresh()` asks the database, one query at a time however many requests wait.
 */
export class ContentVersion {
  private value: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<number> | null = null;

  constructor(
    private readonly db: DB,
    private readonly checkEveryMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The version if it was read within `checkEveryMs`, else undefined (call refresh()). */
  peek(): number | undefined {
    return this.now() - this.checkedAt < this.checkEveryMs ? this.value : undefined;
  }

  /** The current version; one database read serves every caller that asks meanwhile. */
  refresh(): Promise<number> {
    this.pending ??= this.read().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** peek() or, when that is too old, refresh(). */
  current(): number | Promise<number> {
    return this.peek() ?? this.refresh();
  }

  private async read(): Promise<number> {
    try {
      const row = await this.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow();
      this.value = Number(row.version);
    } catch {
      // database down: keep serving what the caches hold (pages would only be 503s now) and ask
      // again after the interval; -1 when nothing was ever read, so entries still carry a number
      this.value ??= -1;
    }
    this.checkedAt = this.now();
    return this.value;
  }
}
