import { z } from 'zod';
import { limits } from '../../../shared/validation.ts';
import { translator } from '../../lib/i18n.ts';
import type { ApiModule } from '../index.ts';

const bodySchema = z.object({
  email: z
    .string({ error: 'validation.emailInvalid' })
    .max(limits.emailMax * 2, { error: 'validation.emailInvalid' }),
});

/**
 * POST subscribes (form data or JSON, field `email`): the footer's newsletter box. Throttled by the
 * service's shared RateLimiter (subscribeRateRule), the same bucket as the page action.
 */
export const subscribersRoutes: ApiModule = async (app, services) => {
  app.post(
    '/subscribes',
    { schema: { body: bodySchema, tags: ['shell'], summary: 'Subscribe an e-mail to the newsletter' } },
    async (request) => {
      await services.subscribers.subscribe(request.cityId, request.body.email, request.lang, request.ip);
      return { data: { subscribed: true, message: translator(request.lang)('common.footer.subscribed') } };
    },
  );
};
