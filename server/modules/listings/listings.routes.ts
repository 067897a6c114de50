import { z } from 'zod';
import { idempotencyKeySchema } from '#shared/listings/fields.ts';
import {
  createListingRequestSchema,
  listingIdParamsSchema,
  listingPageSchema,
  listingSchema,
  listListingsQuerySchema,
  ownListingsQuerySchema,
  updateListingRequestSchema,
} from '#shared/listings/schemas.ts';
import { AppError } from '#shared/errors.ts';
import { callerOf } from '../../plugins/route-auth.ts';
import type { ApiModule } from '../index.ts';

const tags = ['listings'];
const security = [{ bearer: [] }];
const one = { 200: z.object({ data: listingSchema }) };
const many = { 200: z.object({ data: z.array(listingSchema) }) };

/** The Idempotency-Key header, else the body's idempotency_key (forms cannot set headers). */
function idempotencyKey(header: unknown, body: string | undefined) {
  if (header === undefined) return body ?? null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', {}, [
      { path: 'Idempotency-Key', code: 'listings.validation.idempotencyKeyInvalid' },
    ]);
  return parsed.data;
}

/**
 * Posts of every listing kind: create, read, the public list, the owner's list and actions, and
 * moderation (server/modules/moderation/). Who may call what is declared per route (`config.auth`); the service holds the rules.
 */
export const listingsRoutes: ApiModule = (app, services) => {
  const listings = services.listings;

  app.post(
    '/listings',
    {
      config: { auth: 'verified' },
      schema: {
        body: createListingRequestSchema,
        tags,
        security,
        summary:
          'Post a listing (verified e-mail). Send an Idempotency-Key header (or idempotency_key) so a retry never posts twice',
        response: { 201: z.object({ data: listingSchema }), 200: z.object({ data: listingSchema }) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const { idempotency_key, ...body } = request.body;
      const result = await listings.create({
        viewer: user,
        cityId: request.cityId,
        request: { ...body, idempotency_key },
        idempotencyKey: idempotencyKey(request.headers['idempotency-key'], idempotency_key),
      });
      // a replayed request gets the first answer's post, and says so
      if (!result.created) reply.header('Idempotent-Replayed', 'true');
      return reply.status(result.created ? 201 : 200).send({ data: result.listing });
    },
  );

  app.get(
    '/listings',
    {
      config: { publicCache: 'per-minute' },
      schema: {
        querystring: listListingsQuerySchema,
        tags,
        summary:
          "Published posts of a kind, newest first or by price (sort); keyset pages (next_cursor), price range and the kind's own filters (products: main_category_id, sub_category_id, post_type, condition, year_from, year_to, color, model, place)",
        response: { 200: z.object({ data: listingPageSchema }) },
      },
    },
    async (request) => {
      return { data: await listings.listPublishedQuery(request.cityId, request.query) };
    },
  );

  app.get(
    '/listings/:id',
    {
      config: { auth: 'optional', publicCache: 'per-minute' },
      schema: {
        params: listingIdParamsSchema,
        tags,
        summary:
          'One post. Sold, closed and expired posts answer with available: false; pending and rejected ones only to their owner and moderators',
        response: one,
      },
    },
    async (request) => ({
      data: await listings.get({ id: request.params.id, cityId: request.cityId, viewer: request.user }),
    }),
  );

  app.get(
    '/profile/posts',
    {
      config: { auth: 'user' },
      schema: {
        querystring: ownListingsQuerySchema,
        tags,
        security,
        summary: "The caller's own posts of a kind, any status, with rejection reasons",
        response: many,
      },
    },
    async (request) => ({
      data: await listings.listOwn({
        cityId: request.cityId,
        kind: request.query.kind,
        viewer: callerOf(request).user,
      }),
    }),
  );

  app.put(
    '/listings/:id',
    {
      config: { auth: 'verified' },
      schema: {
        params: listingIdParamsSchema,
        body: updateListingRequestSchema,
        tags,
        security,
        summary: 'Edit your post; a published post goes back to review unless you are a trusted author',
        response: one,
      },
    },
    async (request) => ({
      data: await listings.update({
        id: request.params.id,
        cityId: request.cityId,
        viewer: callerOf(request).user,
        request: request.body,
      }),
    }),
  );

  app.put(
    '/listings/:id/hours',
    {
      config: { auth: 'user' },
      schema: {
        params: listingIdParamsSchema,
        // the kind's own schema checks it (a business: `hours` and `special_hours`)
        body: z.record(z.string(), z.unknown(), { error: 'validation.invalid' }),
        tags,
        security,
        summary:
          "Change your business's opening hours (weekly and special periods) without sending it back to review",
        response: one,
      },
    },
    async (request) => ({
      data: await listings.updateUnreviewed({
        id: request.params.id,
        cityId: request.cityId,
        viewer: callerOf(request).user,
        body: request.body,
      }),
    }),
  );

  const ownerAction = (path: string, summary: string, run: typeof listings.end) =>
    app.post(
      path,
      {
        config: { auth: 'user' },
        schema: { params: listingIdParamsSchema, tags, security, summary, response: one },
      },
      async (request) => ({
        data: await run({ id: request.params.id, cityId: request.cityId, viewer: callerOf(request).user }),
      }),
    );
  ownerAction(
    '/listings/:id/close',
    'Mark your published post sold (products) or closed (other kinds)',
    listings.end,
  );
  ownerAction('/listings/:id/renew', 'Publish your expired post again', listings.renew);

  app.delete(
    '/listings/:id',
    {
      config: { auth: 'user' },
      schema: {
        params: listingIdParamsSchema,
        tags,
        security,
        summary: 'Delete your post',
        response: { 200: z.object({ data: z.object({ id: z.number(), deleted: z.boolean() }) }) },
      },
    },
    async (request) => ({
      data: await listings.remove({
        id: request.params.id,
        cityId: request.cityId,
        viewer: callerOf(request).user,
      }),
    }),
  );
};
