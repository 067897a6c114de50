import { type ExpressionBuilder, type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import { type ListingKind, listingKindDefinition } from '#shared/listings/kinds.ts';
import type { ListingSort } from '#shared/listings/schemas.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import type { DB } from '../../db/database.ts';
import type { Database, PublishedSnapshot } from '../../db/schema.ts';
import { bilingualTsQuery, normalizedQuery } from '../../db/search-sql.ts';
import type { StoredPhoto } from '../photos/photos.service.ts';
import { canModerate, type Viewer } from './listings.policy.ts';

type Executor = DB | Transaction<Database>;
type ListingsEb = ExpressionBuilder<Database, 'listings'>;

/**
 * Where a read shows posts:
 * - `listed`: public lists, search, favourites, sitemaps — published and not yet expired, for everyone
 *   (owners and moderators included: a list is the public's view);
 * - `page`: a post's own page and API answer — also ended posts (sold, closed, expired: marked no
 *   longer available, never a 404); pending and rejected posts only for their owner and moderators;
 * - `mine`: the viewer's own posts, any status;
 * - `moderation`: every post, for moderators only (nobody else sees anything).
 */
export type Visibility = 'listed' | 'page' | 'mine' | 'moderation';

/**
 * THE visibility rule of listings: every read of the table goes through it, so no list, page,
 * search or favourite can show a post the others would hide. A post hidden by readers' reports
 * (moderation: three distinct reporters) is moved back to 'pending' with `hidden_at` set, so this
 * one rule hides it everywhere a pending post is hidden: only its owner and moderators see it.
 */
export function visible(viewer: Viewer, scope: Visibility) {
  return (eb: ListingsEb): Expression<SqlBool> => {
    switch (scope) {
      case 'listed':
        return isLive(eb);
      case 'page': {
        if (canModerate(viewer)) return eb.lit(true);
        const reachable = eb('listings.status', 'not in', ['pending', 'rejected']);
        return viewer ? eb.or([reachable, eb('listings.owner_id', '=', viewer.id)]) : reachable;
      }
      case 'mine':
        return viewer ? eb('listings.owner_id', '=', viewer.id) : eb.lit(false);
      case 'moderation':
        return canModerate(viewer) ? eb.lit(true) : eb.lit(false);
    }
  };
}

/**
 * Published and not run out: a post without `expires_at` (a kind that never expires, the
 * directory) stays live until its owner ends it. A filter on the feed indexes' rows, as before.
 */
export const isLive = (eb: ListingsEb): Expression<SqlBool> =>
  eb.and([
    eb('listings.status', '=', 'published'),
    eb.or([eb('listings.expires_at', 'is', null), eb('listings.expires_at', '>', sql<Date>`now()`)]),
  ]);

/**
 * When a post published now runs out: `lifetimeDays` later, or never (null) for a kind whose posts
 * do not expire (`lifetimeDaysOf` in shared/listings/definition.ts decides which).
 */
const expiryFromNow = (lifetimeDays: number | null) =>
  lifetimeDays === null ? null : sql<Date>`now() + make_interval(days => ${lifetimeDays})`;

/** The status a reader sees: a published post past its expiry reads as expired (null: never). */
const effectiveStatus = sql<ListingStatus>`case when listings.status = 'published' and listings.expires_at <= now() then 'expired' else listings.status end`;

const columns = [
  'listings.id',
  'listings.city_id',
  'listings.kind',
  'listings.owner_id',
  'listings.title',
  'listings.description',
  'listings.price',
  'listings.slug',
  'listings.attributes',
  'listings.rejection_reason',
  'listings.rejection_code',
  'listings.created_at',
  'listings.updated_at',
  'listings.published_at',
  'listings.expires_at',
  'listings.hidden_at',
  'listings.published_snapshot',
  'listings.anonymous',
] as const;

/** A post's photos in their order (decision 090), as stored: the presenter turns keys into URLs. */
const photosOfListing = sql<StoredPhoto[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height, 'role', p.role,
                                    'placeholder', p.placeholder, 'variants', p.variants) order by p.position)
    from photos p where p.listing_id = listings.id), '[]'::json)`;

/**
 * What the price orders of `kind` sort on, posts without a price counted 0 (they sort last by their
 * own group): the price, or price × its unit's factor (`priceOrder`: a job's salary as a year's
 * pay). Literals, not parameters, so the planner matches the indexes of 0061 and 0113.
 */
function priceOrderExpression(kind: ListingKind) {
  const order = listingKindDefinition(kind).priceOrder;
  if (!order) return sql`coalesce(listings.price, 0)`;
  const units = Object.entries(order.factors).map(
    ([unit, factor]) => sql`when ${sql.lit(unit)} then ${sql.lit(factor)}`,
  );
  const factor = sql`case listings.attributes->>${sql.lit(order.attribute)} ${sql.join(units, sql` `)} else 1 end`;
  return sql`coalesce(listings.price * ${factor}, 0)`;
}

/** Where a keyset page starts: the last row of the previous page, in the page's order. */
export type ListingCursor =
  | { publishedAt: Date; id: number }
  /** `price`: the amount the order compares (`priceOrderAmount`), null for a post without a price */
  | { price: string | null; id: number };

/**
 * One condition on a kind's attributes (its filter schema's answer, turned into these by its
 * server part): exact values, a numeric range, or a part of a text in any letter case.
 */
export type AttributeCondition =
  | { op: 'equals'; key: string; value: string | number | boolean }
  /** A list attribute that holds every one of these values (`sub_category_ids`, `community`). */
  | { op: 'includes'; key: string; values: Array<string | number> }
  | { op: 'atLeast' | 'atMost'; key: string; value: number }
  | { op: 'contains'; key: string; value: string }
  /** A value that is any one of these (a rental open to women: 'female' or 'any'). */
  | { op: 'oneOf'; key: string; values: string[] }
  /**
   * A business of this sub-category (`sub_category_ids` holds it): newest first, the list walks
   * the directory's ordered index (migration 0110); other orders match the attributes.
   */
  | { op: 'subCategory'; id: number }
  /** Open right now in this time zone by the post's `hours` and `special_hours` (migrations 0100, 0110). */
  | { op: 'openNow'; timeZone: string };

/**
 * 'Open now' at `at` on a business_directory row joined to its listing (decision 106, migration
 * 0110): the wall-clock minute of the week in the weekly hours' ranges — unless a special period
 * covers today or yesterday (local dates), or the zone's offset changes within 26 hours of `at`
 * (a skipped or repeated wall time moves an opening or closing), when the exact business_open_at()
 * answers for that row. The clock values are one-time subqueries (InitPlans), not per row.
 * Exported for the test that compares it with isOpenAt() over generated businesses and instants.
 */
export const directoryOpenAt = (
  timeZone: string,
  at: Expression<Date> | ReturnType<typeof sql> = sql`now()`,
) => {
  const exact = sql`((select not tz_steady_around(${at}, ${timeZone}::text))
      or business_directory.special_dates && (select daterange(
           (${at} at time zone ${timeZone}::text)::date - 1, (${at} at time zone ${timeZone}::text)::date, '[]')))`;
  const weekly = sql`business_directory.weekly_open @> (select wall_minute_of_week(${at}, ${timeZone}::text))`;
  // the first term names the directory row only, so it filters the index walk before the listing
  // is fetched; the second is the answer (the exact function for the rows that need it)
  return sql<boolean>`((${exact} or ${weekly})
    and (case when ${exact} then business_open_at(listings.attributes, ${at}, ${timeZone}::text) else ${weekly} end))`;
};

/** `like` wildcards in what someone typed match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The SQL of attribute conditions: all exact values in one `@>` (the GIN index), the others one by
 * one. `directory`: the query joins business_directory for a sub-category (its own condition), and
 * 'open now' reads the directory row's precomputed hours.
 */
function attributeConditions(conditions: AttributeCondition[], directory = false) {
  const exact: Record<string, unknown> = {};
  const clauses = [];
  for (const c of conditions) {
    if (c.op === 'equals') exact[c.key] = c.value;
    else if (c.op === 'includes') exact[c.key] = c.values;
    else if (c.op === 'subCategory') {
      if (!directory) exact.sub_category_ids = [c.id];
    } else if (c.op === 'openNow')
      clauses.push(
        directory
          ? directoryOpenAt(c.timeZone)
          : sql<boolean>`business_open_at(listings.attributes, now(), ${c.timeZone})`,
      );
    // a numeric attribute stored as a JSON number; anything else in that key is not a match
    else if (c.op === 'atLeast' || c.op === 'atMost')
      clauses.push(
        sql<boolean>`(case when jsonb_typeof(listings.attributes -> ${c.key}) = 'number'
                      then (listings.attributes ->> ${c.key})::numeric end) ${sql.raw(c.op === 'atLeast' ? '>=' : '<=')} ${c.value}`,
      );
    else if (c.op === 'contains')
      clauses.push(sql<boolean>`(listings.attributes ->> ${c.key}) ilike ${`%${likeEscaped(c.value)}%`}`);
    // one `@>` per value, or'ed: each can use the GIN index
    else if (c.op === 'oneOf')
      clauses.push(
        sql<boolean>`(${sql.join(
          c.values.map((value) => sql`listings.attributes @> ${JSON.stringify({ [c.key]: value })}::jsonb`),
          sql` or `,
        )})`,
      );
  }
  if (Object.keys(exact).length)
    clauses.unshift(sql<boolean>`listings.attributes @> ${JSON.stringify(exact)}::jsonb`);
  return clauses;
}

export type ListingRow = Awaited<ReturnType<ReturnType<typeof listingsRepository>['findById']>> & {};

export interface ListingValues {
  title: string;
  description: string;
  price: number | null;
  slug: string;
  attributes: Record<string, unknown>;
  /** Posted without the author's contact (kinds that allow it): readers use the relay. */
  anonymous: boolean;
}

/** The conditions a status change needs, so two racing requests cannot both move a post. */
const whereEffective = (eb: ListingsEb, status: ListingStatus) =>
  status === 'expired'
    ? eb.or([
        eb('listings.status', '=', 'expired'),
        eb.and([eb('listings.status', '=', 'published'), eb('listings.expires_at', '<=', sql<Date>`now()`)]),
      ])
    : status === 'published'
      ? isLive(eb)
      : eb('listings.status', '=', status);

/** Pending posts, and published posts with readers' reports: the moderation queue. */
const forReview = (eb: ListingsEb) =>
  eb.or([
    eb('listings.status', '=', 'pending'),
    eb.and([
      eb('listings.status', '=', 'published'),
      eb.exists(
        eb
          .selectFrom('listing_reports')
          .select('listing_reports.id')
          .whereRef('listing_reports.listing_id', '=', 'listings.id'),
      ),
    ]),
  ]);

/** Every SQL statement on listings. */
export function listingsRepository(db: DB) {
  const select = (executor: Executor = db) =>
    executor
      .selectFrom('listings')
      .select([...columns, effectiveStatus.as('status'), photosOfListing.as('photos')]);

  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(work);
    },

    /** One post in this city as `viewer` may see it in `scope`, or undefined. */
    findById(
      id: number,
      cityId: number,
      viewer: Viewer,
      scope: Visibility = 'page',
      executor: Executor = db,
    ) {
      return select(executor)
        .where('listings.id', '=', id)
        .where('listings.city_id', '=', cityId)
        .where(visible(viewer, scope))
        .executeTakeFirst();
    },

    /**
     * Published posts of a kind in `sort` order, strictly after the cursor (keyset: no OFFSET), with
     * a price range and the kind's attribute conditions. Each order has its index (0040, 0061); posts
     * without a price come last in both price orders.
     */
    listPublished(input: {
      cityId: number;
      kind: ListingKind;
      limit: number;
      sort: ListingSort;
      after?: ListingCursor;
      priceMin?: number | null;
      priceMax?: number | null;
      conditions: AttributeCondition[];
    }) {
      let query = select()
        .where(visible(null, 'listed'))
        .where('listings.city_id', '=', input.cityId)
        .where('listings.kind', '=', input.kind);
      if (input.priceMin != null) query = query.where('listings.price', '>=', String(input.priceMin));
      if (input.priceMax != null) query = query.where('listings.price', '<=', String(input.priceMax));
      const after = input.after;
      // a directory sub-category, newest first: the ordered walk of business_directory_feed (0110),
      // keyset on the directory row's (published_at, listing_id) — the listing's own values
      const sub = input.conditions.find((c) => c.op === 'subCategory');
      if (sub && input.sort === 'newest') {
        let joined = query
          .innerJoin('business_directory', 'business_directory.listing_id', 'listings.id')
          .where('business_directory.city_id', '=', input.cityId)
          .where('business_directory.sub_category_id', '=', sub.id)
          // a prefilter on the directory row; visible('listed') on the listing decides (a business
          // without expires_at never ends once businesses do not expire — branch bizlife, 0101)
          .where((eb) =>
            eb.or([
              eb('business_directory.expires_at', 'is', null),
              eb('business_directory.expires_at', '>', sql<Date>`now()`),
            ]),
          );
        for (const condition of attributeConditions(input.conditions, true)) joined = joined.where(condition);
        if (after && 'publishedAt' in after)
          joined = joined.where(
            sql<boolean>`(business_directory.published_at, business_directory.listing_id) < (${after.publishedAt}, ${after.id})`,
          );
        return joined
          .orderBy('business_directory.published_at', 'desc')
          .orderBy('business_directory.listing_id', 'desc')
          .limit(input.limit)
          .execute();
      }
      for (const condition of attributeConditions(input.conditions)) query = query.where(condition);
      if (input.sort === 'newest') {
        if (after && 'publishedAt' in after)
          query = query.where(
            sql<boolean>`(listings.published_at, listings.id) < (${after.publishedAt}, ${after.id})`,
          );
        return query
          .orderBy('listings.published_at', 'desc')
          .orderBy('listings.id', 'desc')
          .limit(input.limit)
          .execute();
      }
      // price orders: (has no price, price, id) ascending, or (has a price, price, id) descending
      const ascending = input.sort === 'price_asc';
      const group = ascending ? sql`(listings.price is null)` : sql`(listings.price is not null)`;
      const amount = priceOrderExpression(input.kind);
      if (after && 'price' in after) {
        const afterGroup = ascending ? after.price === null : after.price !== null;
        const key = sql`(${group}, ${amount}, listings.id)`;
        const bound = sql`(${afterGroup}::boolean, ${after.price ?? '0'}::numeric, ${after.id}::integer)`;
        query = query.where(ascending ? sql<boolean>`${key} > ${bound}` : sql<boolean>`${key} < ${bound}`);
      }
      const direction = ascending ? 'asc' : 'desc';
      return query
        .orderBy(group, direction)
        .orderBy(amount, direction)
        .orderBy('listings.id', direction)
        .limit(input.limit)
        .execute();
    },

    /** Posts of a kind among these ids that `scope` shows (favourites keep only listed ones). */
    findManyVisible(input: {
      cityId: number;
      kind: ListingKind;
      ids: number[];
      viewer: Viewer;
      scope: Visibility;
    }) {
      if (!input.ids.length) return Promise.resolve([]);
      return select()
        .where(visible(input.viewer, input.scope))
        .where('listings.city_id', '=', input.cityId)
        .where('listings.kind', '=', input.kind)
        .where('listings.id', 'in', input.ids)
        .execute();
    },

    /** The viewer's own posts of a kind, any status, newest first. */
    listOwn(input: { cityId: number; kind: ListingKind; viewer: Viewer; limit: number }) {
      return select()
        .where(visible(input.viewer, 'mine'))
        .where('listings.city_id', '=', input.cityId)
        .where('listings.kind', '=', input.kind)
        .orderBy('listings.created_at', 'desc')
        .orderBy('listings.id', 'desc')
        .limit(input.limit)
        .execute();
    },

    /**
     * What moderators review, oldest first: pending posts of every kind (report-hidden ones
     * included) and published posts readers have reported (moderators only: the filter shows
     * nobody else anything).
     */
    listForReview(input: { cityId: number; viewer: Viewer; limit: number }) {
      return select()
        .where(visible(input.viewer, 'moderation'))
        .where('listings.city_id', '=', input.cityId)
        .where(forReview)
        .orderBy('listings.created_at', 'asc')
        .orderBy('listings.id', 'asc')
        .limit(input.limit)
        .execute();
    },

    /** How many posts wait for a moderator (the header's badge): one count query. */
    async countForReview(input: { cityId: number; viewer: Viewer }) {
      const row = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(visible(input.viewer, 'moderation'))
        .where('listings.city_id', '=', input.cityId)
        .where(forReview)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Serialises one author's posting (idempotency, duplicate and rate checks, then the insert) so two
     * racing submissions cannot both pass the checks. Held until the transaction ends.
     */
    async lockAuthor(trx: Transaction<Database>, ownerId: number) {
      await sql`select pg_advisory_xact_lock(hashtext('listings:author'), ${ownerId})`.execute(trx);
    },

    findByIdempotencyKey(trx: Executor, ownerId: number, key: string) {
      return select(trx)
        .where('listings.owner_id', '=', ownerId)
        .where('listings.idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** The author's post with this title (any case, trimmed) and price created in the last `hours`. */
    findRecentDuplicate(
      trx: Executor,
      input: { ownerId: number; title: string; price: number | null; hours: number },
    ) {
      return trx
        .selectFrom('listings')
        .select('listings.id')
        .where('listings.owner_id', '=', input.ownerId)
        .where(sql<boolean>`lower(listings.title) = lower(${input.title})`)
        .where(
          sql<boolean>`listings.price is not distinct from ${input.price === null ? null : String(input.price)}::numeric`,
        )
        .where('listings.created_at', '>', sql<Date>`now() - make_interval(hours => ${input.hours})`)
        .executeTakeFirst();
    },

    /** How many posts the author created in the last `hours`, and when the oldest of them was. */
    async countRecent(trx: Executor, ownerId: number, hours: number) {
      const row = await trx
        .selectFrom('listings')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('listings.created_at').as('oldest')])
        .where('listings.owner_id', '=', ownerId)
        .where('listings.created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest as Date | null };
    },

    async isTrusted(userId: number, executor: Executor = db) {
      const row = await executor
        .selectFrom('users')
        .select('trusted_at')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Boolean(row?.trusted_at);
    },

    async insert(
      trx: Executor,
      input: ListingValues & {
        cityId: number;
        kind: ListingKind;
        ownerId: number;
        status: ListingStatus;
        /** The kind's lifetime (`lifetimeDaysOf`): null, a post that never runs out. */
        lifetimeDays: number | null;
        idempotencyKey: string | null;
      },
    ) {
      const published = input.status === 'published';
      const row = await trx
        .insertInto('listings')
        .values({
          city_id: input.cityId,
          kind: input.kind,
          owner_id: input.ownerId,
          status: input.status,
          title: input.title,
          description: input.description,
          price: input.price === null ? null : String(input.price),
          slug: input.slug,
          attributes: JSON.stringify(input.attributes),
          anonymous: input.anonymous,
          idempotency_key: input.idempotencyKey,
          published_at: published ? sql<Date>`now()` : null,
          expires_at: published ? expiryFromNow(input.lifetimeDays) : null,
        })
        // the unique (owner, key) index as a net under the author lock: a second insert with the
        // same key finds the first post instead of failing
        .onConflict((oc) =>
          oc.columns(['owner_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * The owner's edit: new values and the status the machine chose, only while the post is still
     * owned by `ownerId` and in `from` (else nothing changes and this answers false).
     */
    async updateOwned(
      input: {
        id: number;
        ownerId: number;
        from: ListingStatus;
        to: ListingStatus;
        values: ListingValues;
        /** What readers saw, kept when the edit sends a published post back to review. */
        snapshot?: PublishedSnapshot;
      },
      executor: Executor = db,
    ) {
      const result = await executor
        .updateTable('listings')
        .set({
          title: input.values.title,
          description: input.values.description,
          price: input.values.price === null ? null : String(input.values.price),
          slug: input.values.slug,
          attributes: JSON.stringify(input.values.attributes),
          anonymous: input.values.anonymous,
          status: input.to,
          rejection_reason: input.to === 'pending' ? null : undefined,
          rejection_code: input.to === 'pending' ? null : undefined,
          published_snapshot: input.snapshot ? JSON.stringify(input.snapshot) : undefined,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', input.id)
        .where('owner_id', '=', input.ownerId)
        .where((eb) => whereEffective(eb as ListingsEb, input.from))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Moves a post from `from` to `to`; `ownerId` limits it to the owner's post (owner actions) and
     * is left out for moderators. Publishing starts a new life of `lifetimeDays` (null: the kind's
     * posts never run out) and drops the edit
     * snapshot; a decision ends a report hide. `executor`: a moderator's transaction (audit, mail).
     */
    async moveStatus(
      input: {
        id: number;
        ownerId?: number;
        from: ListingStatus;
        to: ListingStatus;
        lifetimeDays: number | null;
        rejectionReason?: string;
        /** The common reason chosen (shared/moderation.ts), apart from the moderator's words. */
        rejectionCode?: string;
      },
      executor: Executor = db,
    ) {
      const decided = input.ownerId === undefined;
      let query = executor
        .updateTable('listings')
        .set({
          status: input.to,
          updated_at: sql<Date>`now()`,
          rejection_reason: input.to === 'rejected' ? (input.rejectionReason ?? null) : null,
          rejection_code: input.to === 'rejected' ? (input.rejectionCode ?? null) : null,
          ...(decided ? { hidden_at: null } : {}),
          ...(input.to === 'published'
            ? {
                published_at: sql<Date>`now()`,
                expires_at: expiryFromNow(input.lifetimeDays),
                published_snapshot: null,
              }
            : {}),
        })
        .where('id', '=', input.id)
        .where((eb) => whereEffective(eb as ListingsEb, input.from));
      if (input.ownerId !== undefined) query = query.where('owner_id', '=', input.ownerId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the owner's post and every saved copy of it. */
    async deleteOwned(input: { id: number; ownerId: number }) {
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('listings')
          .where('id', '=', input.id)
          .where('owner_id', '=', input.ownerId)
          .returning('kind')
          .executeTakeFirst();
        if (!deleted) return false;
        await trx
          .deleteFrom('favorites')
          .where('kind', '=', deleted.kind)
          .where('item_id', '=', input.id)
          .execute();
        return true;
      });
    },

    /**
     * Search hits among listed posts of these kinds, as a sub-query in the search's row shape
     * (type = the kind): the search module puts it beside blog posts and guides.
     */
    searchHits(input: { cityId: number; q: string; kinds: ListingKind[]; fuzzy: boolean }) {
      const tsq = bilingualTsQuery(input.q);
      const norm = normalizedQuery(input.q);
      return db
        .selectFrom('listings')
        .select([
          sql<string>`listings.kind`.as('type'),
          'listings.id',
          'listings.slug',
          'listings.title as title_en',
          'listings.title as title_ar',
          'listings.description as text_en',
          'listings.description as text_ar',
          sql<string | null>`null::text`.as('image'),
          sql<number>`ts_rank(listings.search, ${tsq}) + 0.5 * word_similarity(${norm}, listings.title_norm)`.as(
            'rank',
          ),
        ])
        .where(visible(null, 'listed'))
        .where('listings.city_id', '=', input.cityId)
        .where((eb) => (input.kinds.length ? eb('listings.kind', 'in', input.kinds) : eb.lit(false)))
        .where(
          input.fuzzy
            ? sql<boolean>`(listings.search @@ ${tsq} or ${norm} <% listings.title_norm)`
            : sql<boolean>`listings.search @@ ${tsq}`,
        );
    },

    /**
     * One sitemap file's share of the listed posts of a kind (the sitemaps list what lists list):
     * id, slug and last change, newest first on the public feed's index.
     */
    listForSitemap(input: { cityId: number; kind: ListingKind; limit: number; offset: number }) {
      return db
        .selectFrom('listings')
        .select([
          'listings.id',
          'listings.slug',
          sql<Date>`greatest(listings.updated_at, listings.published_at)`.as('lastmod'),
        ])
        .where(visible(null, 'listed'))
        .where('listings.city_id', '=', input.cityId)
        .where('listings.kind', '=', input.kind)
        .orderBy('listings.published_at', 'desc')
        .orderBy('listings.id', 'desc')
        .limit(input.limit)
        .offset(input.offset)
        .execute();
    },

    /** How many posts of a kind are listed, and the newest change among them (the sitemap index). */
    async sitemapSummary(input: { cityId: number; kind: ListingKind }) {
      const row = await db
        .selectFrom('listings')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          sql<Date | null>`max(greatest(listings.updated_at, listings.published_at))`.as('lastmod'),
        ])
        .where(visible(null, 'listed'))
        .where('listings.city_id', '=', input.cityId)
        .where('listings.kind', '=', input.kind)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), lastmod: row.lastmod };
    },

    /** How many of `subIds` are sub-categories of main category `mainId` of one of these kinds. */
    async countSubsUnder(input: {
      cityId: number;
      kinds: Array<'shops' | 'service'>;
      mainId: number;
      subIds: number[];
    }) {
      if (!input.subIds.length) return 0;
      const row = await db
        .selectFrom('categories as sub')
        .innerJoin('categories as main', 'main.id', 'sub.parent_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('sub.id', 'in', input.subIds)
        .where('main.id', '=', input.mainId)
        .where('main.parent_id', 'is', null)
        .where('main.city_id', '=', input.cityId)
        .where('main.kind', 'in', input.kinds)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Merges `patch` into the owner's post's attributes without touching its status (changes a kind
     * lets through without review); false when the post is not the owner's.
     */
    async patchAttributesOwned(
      input: { id: number; ownerId: number; patch: Record<string, unknown> },
      executor: Executor = db,
    ) {
      const result = await executor
        .updateTable('listings')
        .set({
          attributes: sql`listings.attributes || ${JSON.stringify(input.patch)}::jsonb`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', input.id)
        .where('owner_id', '=', input.ownerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether a market-type category tree holds this main category and this sub-category under it. */
    async categoryPairExists(input: { cityId: number; kind: string; mainId: number; subId: number }) {
      const row = await db
        .selectFrom('categories as sub')
        .innerJoin('categories as main', 'main.id', 'sub.parent_id')
        .select('sub.id')
        .where('sub.id', '=', input.subId)
        .where('main.id', '=', input.mainId)
        .where('main.parent_id', 'is', null)
        .where('main.city_id', '=', input.cityId)
        .where('main.kind', '=', input.kind as 'market')
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}

export type ListingsRepository = ReturnType<typeof listingsRepository>;
