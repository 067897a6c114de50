import { z } from 'zod';
import { listingIdParamsSchema, listingSchema } from '#shared/listings/schemas.ts';
import {
  moderationReviewSchema,
  rejectRequestSchema,
  reportRequestSchema,
} from '#shared/moderation.schema.ts';
import { callerOf } from '../../plugins/route-auth.ts';
import type { ApiModule } from '../index.ts';

const tags = ['moderation'];
const security = [{ bearer: [] }];
const one = { 200: z.object({ data: listingSchema }) };

/**
 * Readers' reports and the moderators' console API: the queue, approve, reject with a reason,
 * restore a reported post, trust an author. Roles are declared per route; the service checks again.
 */
export const moderationRoutes: ApiModule = (app, services) => {
  const moderation = services.moderation;

  app.post(
    '/listings/:id/report',
    {
      config: { auth: 'user' },
      schema: {
        params: listingIdParamsSchema,
        body: reportRequestSchema,
        tags,
        security,
        summary:
          'Report a post you can see (not your own): one report per user and post, a repeat updates it (200). Three distinct reporters hide a published post until a moderator reviews it',
        response: {
          201: z.object({ data: z.object({ reported: z.literal(true), updated: z.boolean() }) }),
          200: z.object({ data: z.object({ reported: z.literal(true), updated: z.boolean() }) }),
        },
      },
    },
    async (request, reply) => {
      const { created } = await moderation.report({
        id: request.params.id,
        cityId: request.cityId,
        viewer: callerOf(request).user,
        request: request.body,
      });
      return reply.status(created ? 201 : 200).send({ data: { reported: true, updated: !created } });
    },
  );

  app.get(
    '/moderation/listings',
    {
      config: { auth: 'moderator' },
      schema: {
        tags,
        security,
        summary:
          'Posts waiting for a moderator, oldest first: pending (new, edited, hidden by reports) and reported; each with `review`, what the console shows beside it (why it waits, its author, reports, what an edit changed, the last actions)',
        response: {
          200: z.object({ data: z.array(listingSchema.extend({ review: moderationReviewSchema })) }),
        },
      },
    },
    async (request) => ({
      data: (await moderation.queue({ cityId: request.cityId, viewer: request.user })).map(
        ({ listing, ...review }) => ({ ...listing, review }),
      ),
    }),
  );

  const decision = (path: string, summary: string, run: typeof moderation.approve) =>
    app.post(
      path,
      {
        config: { auth: 'moderator' },
        schema: { params: listingIdParamsSchema, tags, security, summary, response: one },
      },
      async (request) => ({
        data: await run({ id: request.params.id, cityId: request.cityId, viewer: request.user }),
      }),
    );
  decision(
    '/moderation/listings/:id/approve',
    'Publish a pending post (a post hidden by reports is restored as it was); the author is mailed',
    moderation.approve,
  );
  decision(
    '/moderation/listings/:id/restore',
    "Publish a post hidden by reports again, or dismiss a published post's reports",
    moderation.restore,
  );

  app.post(
    '/moderation/listings/:id/reject',
    {
      config: { auth: 'moderator' },
      schema: {
        params: listingIdParamsSchema,
        body: rejectRequestSchema,
        tags,
        security,
        summary:
          'Refuse a pending or reported post: a common reason (reason_code, sent in the author’s language), free text (reason), or both; the author is mailed',
        response: one,
      },
    },
    async (request) => ({
      data: await moderation.reject({
        id: request.params.id,
        cityId: request.cityId,
        viewer: request.user,
        request: request.body,
      }),
    }),
  );

  for (const trusted of [true, false])
    app.post(
      `/moderation/listings/:id/${trusted ? 'trust' : 'untrust'}`,
      {
        config: { auth: 'moderator' },
        schema: {
          params: listingIdParamsSchema,
          tags,
          security,
          summary: trusted
            ? "Trust the post's author: their posts and edits publish without review"
            : "Stop trusting the post's author",
          response: {
            200: z.object({
              data: z.object({ author_id: z.number(), trusted: z.boolean(), changed: z.boolean() }),
            }),
          },
        },
      },
      async (request) => ({
        data: await moderation.setTrust({
          id: request.params.id,
          cityId: request.cityId,
          viewer: request.user,
          trusted,
        }),
      }),
    );
};
