import { z } from 'zod';
import { contactMessageRequestSchema } from '#shared/contact.ts';
import type { ApiModule } from '../index.ts';

export const contactRoutes: ApiModule = (app, services) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the site team (JSON or form body); 5 per minute per client',
        body: contactMessageRequestSchema,
        response: { 201: z.object({ data: z.object({ ok: z.literal(true) }) }) },
      },
    },
    async (request, reply) => {
      // RATE_LIMITED goes to the error handler, which adds its Retry-After
      await services.contact.submitMessage(request.body, {
        cityId: request.cityId,
        lang: request.lang,
        clientKey: request.ip,
      });
      return reply.status(201).send({ data: { ok: true as const } });
    },
  );
};
