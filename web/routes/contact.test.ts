// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors.ts';
import type { WebLoadContext } from '../load-context.ts';
import { action } from './contact.tsx';

function post(fields: Record<string, string>) {
  return new Request('http://localhost/Contact', { method: 'POST', body: new URLSearchParams(fields) });
}
function contextWith(submitMessage: (...args: unknown[]) => Promise<unknown>) {
  return {
    lang: 'ar',
    clientIp: '203.0.113.7',
    config: { cityId: 9 },
    services: { contact: { submitMessage } },
  } as unknown as WebLoadContext;
}
type Result = {
  data: Record<string, unknown>;
  init: { status?: number; headers?: Record<string, string> } | null;
};
const call = (request: Request, context: WebLoadContext) =>
  action({ request, context, params: {} } as never) as unknown as Promise<Result>;

const valid = {
  name: ' Huda ',
  email: 'huda@example.com',
  phone: '٣١٣ ٥٥٥ ٠١٠١',
  subject: '',
  message: 'Salam',
};

describe('contact page action', () => {
  it('re-validates on the server with the shared schema and stores nothing on bad input', async () => {
    const submit = vi.fn();
    const result = await call(post({ name: '', email: 'nope', message: '  ' }), contextWith(submit));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      errors: {
        name: 'validation.nameRequired',
        email: 'validation.emailInvalid',
        message: 'validation.messageRequired',
      },
      values: { name: '', email: 'nope', message: '  ' },
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the cleaned message with the page language, city and client address', async () => {
    const submit = vi.fn(async () => ({ id: 1 }));
    const result = await call(post(valid), contextWith(submit));
    expect(result.data).toEqual({ ok: true });
    expect(submit).toHaveBeenCalledWith(
      { name: 'Huda', email: 'huda@example.com', phone: '313 555 0101', subject: '', message: 'Salam' },
      { cityId: 9, lang: 'ar', clientKey: '203.0.113.7' },
    );
  });

  it('answers 429 with Retry-After and the translated rate-limit message key when the client sent too many', async () => {
    const submit = vi.fn(async () => {
      throw new AppError('RATE_LIMITED', { retryAfter: 42 });
    });
    const result = await call(post(valid), contextWith(submit));
    expect(result.init?.status).toBe(429);
    expect(result.init?.headers).toEqual({ 'Retry-After': '42' });
    expect(result.data).toMatchObject({
      ok: false,
      formError: 'errors.rateLimited',
      values: { name: ' Huda ' },
    });
  });
});
