import { z } from 'zod';
import { limits } from '#shared/validation.ts';
import { translator } from '../../lib/i18n.ts';
import type { ApiModule } from '../index.ts';

const bodySchema = z.object({
  email: z
    .string({ error: 'validation.emailInvalid' })
    .max(limits.emailMax * 2, { error: 'validation.emailInvalid' }),
});

const subscribeSchema = z.object({
  data: z.object({ subscribed: z.literal(true), message: z.string() }),
});

/**
 * POST subscribes (form data or JSON, field `email`): the footer's newsletter box. Double opt-in:
 * `subscribed: true` means the request was taken and a confirmation link may have been mailed; the
 * address counts only once confirmed, and the answer is the same for every valid address. Throttled
 * by the service's shared RateLimiter (subscribeRateRule), the same bucket as the page action.
 */
export const subscribersRoutes: ApiModule = async (app, services) => {
  app.post(
    '/subscribes',
    {
      schema: {
        body: bodySchema,
        tags: ['shell'],
        summary: 'Ask to subscribe an e-mail to the newsletter (a confirmation link is mailed)',
        response: { 200: subscribeSchema },
      },
    },
    async (request) => {
      await services.subscribers.subscribe(request.cityId, request.body.email, request.lang, request.ip);
      return {
        data: { subscribed: true as const, message: translator(request.lang)('common.footer.checkInbox') },
      };
    },
  );
};
