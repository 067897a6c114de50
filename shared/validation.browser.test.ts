// @vitest-environment node
import { expect, it, vi } from 'vitest';

// The site's CSP has no 'unsafe-eval'. zod builds its fast object parsers with `new Function` and
// probes for it first; in the browser even the probe logs a CSP violation (Lighthouse best practices).
it('never calls the Function constructor when schemas are built and used in a browser', async () => {
  vi.stubGlobal('document', {});
  const constructed = vi.fn();
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args) {
        constructed(args);
        return Reflect.construct(target, args);
      },
    }),
  );
  const { loginRequestSchema } = await import('./accounts.ts');
  const { contactMessageRequestSchema } = await import('./contact.ts');
  const login = loginRequestSchema.safeParse({ email: 'a@example.com', password: 'long enough' });
  expect(login.success).toBe(true);
  contactMessageRequestSchema.safeParse({});
  expect(constructed).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});
