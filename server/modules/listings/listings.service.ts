import type { z } from 'zod';
import { AppError, type FieldIssue, issueKey } from '#shared/errors.ts';
import { minPhotosOf } from '#shared/listings/definition.ts';
import { listingLimits } from '#shared/listings/fields.ts';
import type { ListingKind } from '#shared/listings/kinds.ts';
import { lifetimeDaysOf } from '#shared/listings/definition.ts';
import { initialStatus, type ListingAction, nextStatus } from '#shared/listings/lifecycle.ts';
import type {
  CreateListingRequest,
  ListListingsQuery,
  ListingSort,
  ListingView,
  UpdateListingRequest,
} from '#shared/listings/schemas.ts';
import { priceOrderAmount } from '#shared/listings/price-order.ts';
import { listingSlug } from '#shared/listings/slug.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import { serverListingKinds } from './kinds/index.ts';
import type { ServerListingKind } from './kinds/kind.ts';
import { canEdit, canUpdateUnreviewed, type Viewer } from './listings.policy.ts';
import { presentListing } from './listings.presenter.ts';
import type { ListingCursor, ListingRow, ListingsRepository, ListingValues } from './listings.repository.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ModerationRepository } from '../moderation/moderation.repository.ts';
import type { PublishedSnapshot } from '../../db/schema.ts';

export interface ListingsServiceDeps {
  repo: ListingsRepository;
  /** LISTING_TTL_DAYS: how long a post of a kind that expires stays published. */
  ttlDays: number;
  /** LISTING_POSTS_PER_DAY: posts one author may create in any 24 hours. */
  postsPerDay: number;
  /** CITY_TIME_ZONE: the clock of 'open now'. */
  timeZone: string;
  /** The photo pipeline: a post takes the author's uploaded photos. */
  photos: Pick<PhotosService, 'attach' | 'assertAttachable' | 'releaseListing' | 'present'>;
  /** The moderation audit trail: a moderator's change of a post that is not theirs is written to it. */
  audit: Pick<ModerationRepository, 'audit'>;
}

export type ListingsService = ReturnType<typeof createListingsService>;

const postingWindowHours = 24;

/**
 * A keyset cursor: where the page ended in its order. Newest first: `{published_at}|{id}`; by price:
 * `p|{amount or empty}|{id}`, the amount the order compares (`priceOrderAmount`: a job's salary as
 * a year's pay). A cursor of another order is refused like a broken one.
 */
function encodeCursor(row: ListingRow, sort: ListingSort): string | null {
  if (sort !== 'newest') {
    const amount = priceOrderAmount(row.kind as ListingKind, row.price, row.attributes);
    return Buffer.from(`p|${amount ?? ''}|${row.id}`).toString('base64url');
  }
  if (!row.published_at) return null;
  return Buffer.from(`${new Date(row.published_at).toISOString()}|${row.id}`).toString('base64url');
}

const badCursor = () =>
  new AppError('VALIDATION_FAILED', {}, [{ path: 'cursor', code: 'validation.cursorInvalid' }]);

function decodeCursor(cursor: string, sort: ListingSort): ListingCursor {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const id = Number(parts.at(-1));
  if (!Number.isInteger(id) || id <= 0) throw badCursor();
  if (sort !== 'newest') {
    const [tag, price] = parts;
    // up to numeric(10,2) × a year's hours: 12 digits before the point
    if (parts.length !== 3 || tag !== 'p' || !/^(\d{1,12}(\.\d{1,2})?)?$/.test(price ?? ''))
      throw badCursor();
    return { price: price || null, id };
  }
  const publishedAt = new Date(parts.length === 2 ? (parts[0] ?? '') : '');
  if (Number.isNaN(publishedAt.getTime())) throw badCursor();
  return { publishedAt, id };
}

/** A published post's reviewable fields as readers see them. */
function publishedSnapshotOf(row: ListingRow): PublishedSnapshot {
  return {
    title: row.title,
    description: row.description,
    price: row.price,
    attributes: row.attributes,
    photo_ids: row.photos.map((p) => p.id),
  };
}

/** Zod issues of a nested schema as field issues under `prefix` (their messages are catalog keys). */
function issuesOf(error: z.ZodError, prefix: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].join('.'),
    code: issueKey(issue.message),
  }));
}

/**
 * The listing lifecycle of every kind (shared/listings/lifecycle.ts is the status machine): posting
 * (verified authors, rate, duplicates, idempotency), the owner's edits and actions, and every read through the repository's one visibility rule. Status and owner always come from here,
 * never from the request.
 */
export function createListingsService({
  repo,
  ttlDays,
  postsPerDay,
  timeZone,
  photos,
  audit,
}: ListingsServiceDeps) {
  const kindOf = (kind: ListingKind): ServerListingKind => serverListingKinds[kind];
  /** Days a post of this kind stays published, or null when it never runs out (a business). */
  const lifetimeOf = (kind: ListingKind) => lifetimeDaysOf(kindOf(kind).definition, ttlDays);
  const present = (row: ListingRow, viewer: Viewer) => presentListing(row, viewer, photos.present);

  /**
   * The photos a request gives, as ids in display order with their group (`roles`) for a kind with
   * named groups: `photo_groups`, checked by the kind's schema (required on create, left out on an
   * edit to keep the photos); other kinds send `photo_ids`. Undefined: the photos stay as they are.
   */
  function photoListOf(
    kind: ServerListingKind,
    request: UpdateListingRequest,
    creating: boolean,
    keptPhotos: number,
  ): { list?: { ids: string[]; roles?: string[] }; issues: FieldIssue[] } {
    const misplaced = (path: string) => ({ issues: [{ path, code: 'validation.invalid' }] });
    if (!kind.photoGroups) {
      if (request.photo_groups) return misplaced('photo_groups');
      const list = request.photo_ids ? { ids: request.photo_ids } : undefined;
      // an edit that leaves the photos out keeps the ones it has, which must still be enough (a
      // rental turned from 'looking for' into an offer needs one)
      const count = list?.ids.length ?? keptPhotos;
      const needed = minPhotosOf(kind.definition, (request.attributes ?? {}) as Record<string, unknown>);
      return {
        list,
        issues: count < needed ? [{ path: 'photo_ids', code: 'posting.validation.imageRequired' }] : [],
      };
    }
    if (request.photo_ids) return misplaced('photo_ids');
    if (!request.photo_groups && !creating) return { issues: [] };
    const parsed = kind.photoGroups.safeParse(request.photo_groups ?? {});
    if (!parsed.success) return { issues: issuesOf(parsed.error, 'photo_groups') };
    const entries = Object.entries(parsed.data).flatMap(([role, ids]) => ids.map((id) => ({ id, role })));
    const ids = entries.map((e) => e.id);
    if (new Set(ids).size !== ids.length)
      return { issues: [{ path: 'photo_groups', code: 'listings.validation.photoRepeated' }] };
    return { list: { ids, roles: entries.map((e) => e.role) }, issues: [] };
  }

  /**
   * The request's fields as they will be stored, and its photo list: the kind's required common
   * fields, its anonymity rule, its attributes (by its schema), its rules on the common fields and
   * its photos are checked and every problem reported at once (a long form shows all its wrong
   * fields), then the checks that need the database (categories). 400 with the issues otherwise.
   * `wasAnonymous`: the post's flag before an edit (an edit that leaves the flag out keeps it). A
   * kind that does not allow anonymity refuses `true`.
   */
  async function values(
    kind: ServerListingKind,
    cityId: number,
    input: UpdateListingRequest,
    mode: { creating: boolean; wasAnonymous?: boolean; keptPhotos?: number },
  ): Promise<{ fields: ListingValues; photoList?: { ids: string[]; roles?: string[] } }> {
    const issues: FieldIssue[] = Object.entries(kind.definition.requiredFields ?? {})
      .filter(([field]) => {
        const value = input[field as 'price' | 'description'];
        return value === null || value === undefined || value === '';
      })
      .map(([field, code]) => ({ path: field, code }));
    const anonymous = input.anonymous ?? mode.wasAnonymous ?? false;
    if (anonymous && !kind.definition.allowsAnonymous)
      issues.push({ path: 'anonymous', code: 'listings.validation.anonymousNotAllowed' });
    const parsed = kind.attributes.safeParse(input.attributes);
    if (!parsed.success) issues.push(...issuesOf(parsed.error, 'attributes'));
    const photoList = photoListOf(kind, input, mode.creating, mode.keptPhotos ?? 0);
    issues.push(...(kind.fieldIssues?.(input) ?? []), ...photoList.issues);
    if (issues.length || !parsed.success) throw new AppError('VALIDATION_FAILED', {}, issues);
    const problems = await kind.check({ repo, cityId, attributes: parsed.data });
    if (problems.length) throw new AppError('VALIDATION_FAILED', {}, problems);
    return {
      fields: {
        title: input.title,
        description: input.description,
        price: input.price,
        slug: listingSlug(input.title),
        attributes: parsed.data,
        anonymous,
      },
      photoList: photoList.list,
    };
  }

  /** The post as this viewer may see it on its page, or 404 (pending/rejected posts of others). */
  async function requireOnPage(id: number, cityId: number, viewer: Viewer) {
    const row = await repo.findById(id, cityId, viewer, 'page');
    if (!row) throw new AppError('LISTING_NOT_FOUND');
    return row;
  }

  /** The viewer's own post, or 404 when they cannot see it and 403 when it is someone else's. */
  async function requireOwned(id: number, cityId: number, viewer: Viewer) {
    const row = await requireOnPage(id, cityId, viewer);
    if (!canEdit(viewer, row)) throw new AppError('FORBIDDEN');
    return row;
  }

  function transition(row: ListingRow, action: ListingAction, trusted = false): ListingStatus {
    const to = nextStatus(row.status as ListingStatus, action, {
      trusted,
      endStatus: kindOf(row.kind).definition.endStatus,
    });
    if (!to) throw new AppError('LISTING_STATUS_CONFLICT');
    return to;
  }

  /** Re-reads a post after a change, for the answer. */
  async function reread(id: number, cityId: number, viewer: Viewer) {
    return present(await requireOnPage(id, cityId, viewer), viewer);
  }

  /** Published posts of a kind in `sort` order, by keyset pages; price range and the kind's filters. */
  async function listPublished(input: {
    cityId: number;
    kind: ListingKind;
    perPage: number;
    sort?: ListingSort;
    cursor?: string;
    priceMin?: number | null;
    priceMax?: number | null;
    filters: Record<string, unknown>;
  }) {
    const kind = kindOf(input.kind);
    const sort = input.sort ?? 'newest';
    const parsed = kind.filters.safeParse(input.filters);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', {}, issuesOf(parsed.error, 'filters'));
    if (input.priceMin != null && input.priceMax != null && input.priceMin > input.priceMax)
      throw new AppError('VALIDATION_FAILED', {}, [
        { path: 'price_max', code: 'market.validation.priceRange' },
      ]);
    const rows = await repo.listPublished({
      cityId: input.cityId,
      kind: input.kind,
      limit: input.perPage,
      sort,
      after: input.cursor ? decodeCursor(input.cursor, sort) : undefined,
      priceMin: input.priceMin,
      priceMax: input.priceMax,
      conditions: kind.conditions(parsed.data, { timeZone }),
    });
    const last = rows.at(-1);
    return {
      items: rows.map((row) => present(row, null)),
      next_cursor: last && rows.length === input.perPage ? encodeCursor(last, sort) : null,
    };
  }

  return {
    /**
     * Creates a post for a verified author (the route checks verification): pending, or published at
     * once for a trusted author. The same idempotency key returns the first post (`created: false`);
     * the same title and price within 48 h is LISTING_DUPLICATE; more than LISTING_POSTS_PER_DAY in
     * 24 h is RATE_LIMITED. The checks and the insert run under a per-author lock.
     */
    async create(input: {
      viewer: NonNullable<Viewer>;
      cityId: number;
      request: CreateListingRequest;
      idempotencyKey: string | null;
    }): Promise<{ listing: ListingView; created: boolean }> {
      const kind = kindOf(input.request.kind);
      const { fields, photoList } = await values(kind, input.cityId, input.request, { creating: true });
      const trusted = await repo.isTrusted(input.viewer.id);
      const photoIds = photoList?.ids;
      const outcome = await repo.transaction(async (trx) => {
        await repo.lockAuthor(trx, input.viewer.id);
        if (input.idempotencyKey) {
          const earlier = await repo.findByIdempotencyKey(trx, input.viewer.id, input.idempotencyKey);
          if (earlier) return { id: earlier.id, created: false };
        }
        // refused before the post is written (the attach below checks again); after the key look-up,
        // since a retried request's photos already belong to the post its first try made
        if (photoIds) await photos.assertAttachable({ listingId: null, ownerId: input.viewer.id, photoIds });
        const duplicate = await repo.findRecentDuplicate(trx, {
          ownerId: input.viewer.id,
          title: fields.title,
          price: fields.price,
          hours: listingLimits.duplicateWindowHours,
        });
        if (duplicate) throw new AppError('LISTING_DUPLICATE', { hours: listingLimits.duplicateWindowHours });
        const recent = await repo.countRecent(trx, input.viewer.id, postingWindowHours);
        if (recent.count >= postsPerDay) {
          const freeAt = (recent.oldest?.getTime() ?? Date.now()) + postingWindowHours * 3_600_000;
          throw new AppError('RATE_LIMITED', {
            retryAfter: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)),
          });
        }
        const id = await repo.insert(trx, {
          ...fields,
          cityId: input.cityId,
          kind: input.request.kind,
          ownerId: input.viewer.id,
          status: initialStatus({ trusted }),
          lifetimeDays: lifetimeOf(input.request.kind),
          idempotencyKey: input.idempotencyKey,
        });
        if (id !== null) {
          if (photoIds)
            await photos.attach(trx, {
              listingId: id,
              ownerId: input.viewer.id,
              photoIds,
              roles: photoList?.roles,
            });
          return { id, created: true };
        }
        const first = input.idempotencyKey
          ? await repo.findByIdempotencyKey(trx, input.viewer.id, input.idempotencyKey)
          : undefined;
        if (!first) throw new Error('listing insert skipped without an earlier post for its key');
        return { id: first.id, created: false };
      });
      return { listing: await reread(outcome.id, input.cityId, input.viewer), created: outcome.created };
    },

    /** One post: ended posts for everyone (marked unavailable), pending/rejected for owner and moderators. */
    async get(input: { id: number; cityId: number; viewer: Viewer }) {
      return present(await requireOnPage(input.id, input.cityId, input.viewer), input.viewer);
    },

    /**
     * A public list as its query names it (`GET listings`, the product list page): the common keys,
     * and the rest as the kind's own filters (checked by its schema).
     */
    listPublishedQuery(cityId: number, query: ListListingsQuery) {
      const { kind, sort, cursor, per_page, price_min, price_max, ...filters } = query;
      return listPublished({
        cityId,
        kind,
        perPage: per_page,
        sort,
        cursor,
        priceMin: price_min,
        priceMax: price_max,
        filters,
      });
    },

    listPublished,

    /** Listed posts of a kind among these ids (search hits shown as cards), in the order of `ids`. */
    async listedByIds(input: { cityId: number; kind: ListingKind; ids: number[] }) {
      const rows = await repo.findManyVisible({ ...input, viewer: null, scope: 'listed' });
      const byId = new Map(rows.map((row) => [row.id, present(row, null)]));
      return input.ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The viewer's own posts of a kind, any status (with the rejection reason). */
    async listOwn(input: { cityId: number; kind: ListingKind; viewer: NonNullable<Viewer> }) {
      const rows = await repo.listOwn({ ...input, limit: 200 });
      return rows.map((row) => present(row, input.viewer));
    },

    /** The owner's edit: a published post goes back to review unless the author is trusted. */
    async update(input: {
      id: number;
      cityId: number;
      viewer: NonNullable<Viewer>;
      request: UpdateListingRequest;
    }) {
      const row = await requireOwned(input.id, input.cityId, input.viewer);
      const to = transition(row, 'edit', await repo.isTrusted(input.viewer.id));
      // moderators compare the edit with what readers saw (cleared when it is approved)
      const snapshot = row.status === 'published' && to === 'pending' ? publishedSnapshotOf(row) : undefined;
      const { fields, photoList } = await values(kindOf(row.kind), input.cityId, input.request, {
        creating: false,
        wasAnonymous: row.anonymous,
        keptPhotos: row.photos.length,
      });
      const photoIds = photoList?.ids;
      if (photoIds) await photos.assertAttachable({ listingId: row.id, ownerId: input.viewer.id, photoIds });
      // the post's fields and its photo list change together or not at all
      await repo.transaction(async (trx) => {
        const done = await repo.updateOwned(
          {
            id: row.id,
            ownerId: input.viewer.id,
            from: row.status as ListingStatus,
            to,
            values: fields,
            snapshot,
          },
          trx,
        );
        if (!done) throw new AppError('LISTING_STATUS_CONFLICT');
        if (photoIds)
          await photos.attach(trx, {
            listingId: row.id,
            ownerId: input.viewer.id,
            photoIds,
            roles: photoList?.roles,
          });
      });
      return reread(row.id, input.cityId, input.viewer);
    },

    /**
     * The owner's (or a moderator's) change of the attributes the kind lets through without review
     * (a business's opening hours): the post keeps its status, published stays published. 403 for
     * anyone else; 400 for a kind without such attributes or a body its schema refuses.
     */
    async updateUnreviewed(input: {
      id: number;
      cityId: number;
      viewer: NonNullable<Viewer>;
      body: unknown;
    }) {
      const row = await requireOnPage(input.id, input.cityId, input.viewer);
      if (!canUpdateUnreviewed(input.viewer, row)) throw new AppError('FORBIDDEN');
      const schema = kindOf(row.kind).unreviewedAttributes;
      if (!schema) throw new AppError('VALIDATION_FAILED', {}, [{ path: '', code: 'validation.invalid' }]);
      const parsed = schema.safeParse(input.body);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', {}, issuesOf(parsed.error, 'attributes'));
      // a moderator changing someone else's post answers for it in the audit trail, in the same
      // transaction as the change (no change without its row, no row for a change that failed)
      const byModerator = !canEdit(input.viewer, row);
      await repo.transaction(async (trx) => {
        // scoped to the owner the row had when it was checked (a moderator's change included)
        const patch = { id: row.id, ownerId: row.owner_id, patch: parsed.data };
        if (!(await repo.patchAttributesOwned(patch, trx))) throw new AppError('LISTING_NOT_FOUND');
        if (byModerator)
          await audit.audit(trx, {
            listingId: row.id,
            authorId: row.owner_id,
            actorId: input.viewer.id,
            action: 'hours',
          });
      });
      return reread(row.id, input.cityId, input.viewer);
    },

    /** The owner ends a published post as the kind says: sold (products) or closed. */
    async end(input: { id: number; cityId: number; viewer: NonNullable<Viewer> }) {
      return ownerMove(input, 'end');
    },

    /**
     * The owner publishes an expired post again for another LISTING_TTL_DAYS (a kind that never
     * expires has nothing to renew: LISTING_STATUS_CONFLICT, like a live post).
     */
    async renew(input: { id: number; cityId: number; viewer: NonNullable<Viewer> }) {
      return ownerMove(input, 'renew');
    },

    /** The owner deletes a post of any status; saved copies go with it. */
    async remove(input: { id: number; cityId: number; viewer: NonNullable<Viewer> }) {
      const row = await requireOwned(input.id, input.cityId, input.viewer);
      await photos.releaseListing(row.id);
      if (!(await repo.deleteOwned({ id: row.id, ownerId: input.viewer.id })))
        throw new AppError('LISTING_NOT_FOUND');
      return { id: row.id, deleted: true };
    },
  };

  async function ownerMove(
    input: { id: number; cityId: number; viewer: NonNullable<Viewer> },
    action: 'end' | 'renew',
  ) {
    const row = await requireOwned(input.id, input.cityId, input.viewer);
    const to = transition(row, action);
    const moved = await repo.moveStatus({
      id: row.id,
      ownerId: input.viewer.id,
      from: row.status as ListingStatus,
      to,
      lifetimeDays: lifetimeOf(row.kind),
    });
    if (!moved) throw new AppError('LISTING_STATUS_CONFLICT');
    return reread(row.id, input.cityId, input.viewer);
  }
}
