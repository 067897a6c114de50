import { z } from 'zod';
import { relayMessageRequestSchema } from '#shared/listings/relay.schema.ts';
import { listingIdParamsSchema } from '#shared/listings/schemas.ts';
import { callerOf } from '../../plugins/route-auth.ts';
import type { ApiModule } from '../index.ts';

/** The contact relay's API: a reader's message to a post's author (the web form posts to /actions/contact-relay). */
export const relayRoutes: ApiModule = (app, services) => {
  app.post(
    '/listings/:id/contact',
    {
      // a verified address: the author replies to it
      config: { auth: 'verified' },
      schema: {
        params: listingIdParamsSchema,
        body: relayMessageRequestSchema,
        tags: ['listings'],
        security: [{ bearer: [] }],
        summary:
          "Write to a listed post's author (anonymous posts included) without seeing their address: they get your message by e-mail in their language and reply to yours. Rate limited per hour",
        response: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
      },
    },
    async (request) => ({
      data: await services.relay.send({
        id: request.params.id,
        cityId: request.cityId,
        viewer: callerOf(request).user,
        request: request.body,
      }),
    }),
  );
};
