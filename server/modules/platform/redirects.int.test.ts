import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type TestContext } from '../../test/app.ts';
import { hostileRedirectTargets } from '../../test/hostile-input.ts';
import { codeIn, startTestSmtp } from '../../test/smtp.ts';
import { buildWebTestApp, formPost } from '../../test/web-app.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildWebTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const site = 'https://jaliya.example';
/** Where a browser on this site lands when it follows the Location. */
function landing(location: unknown) {
  expect(typeof location).toBe('string');
  return new URL(String(location), `${site}/Login`);
}
function expectSameSite(location: unknown) {
  const url = landing(location);
  expect(url.origin, String(location)).toBe(site);
  // the Location itself is a path: never //host, /\host or a scheme the browser would read as a host
  expect(String(location), String(location)).toMatch(/^\/(?![/\\])/);
}

/** `/ar` + target, as the rest of the path after the prefix (a target without a slash gets one). */
const prefixed = (lang: string, target: string) => `/${lang}${/^[/\\]/.test(target) ? target : `/${target}`}`;

// `/en/%2e%2e//host` is resolved like `..` before routing (as a browser does before sending): it
// never reaches the prefix redirect, see the last test
const resolvedBeforeRouting = (target: string) => /%2e%2e/i.test(target);

describe('the /en and /ar prefix redirect', () => {
  for (const lang of ['en', 'ar'])
    for (const query of ['', '?page=2&x=%2F%2Fevil.example'])
      it.each(hostileRedirectTargets.filter((t) => !resolvedBeforeRouting(t)))(
        `${lang}, query ${JSON.stringify(query)}: %j stays on this site`,
        async (target) => {
          const res = await ctx.app.inject(`${prefixed(lang, target)}${query}`);
          expect(res.statusCode).toBe(302);
          expectSameSite(res.headers.location);
          expect(String(res.headers['set-cookie'])).toContain(`lang=${lang}`);
          // the query survives the redirect unchanged (an empty one stays empty)
          expect(landing(res.headers.location).search).toBe(query);
        },
      );

  it('the issue’s own example lands on a path of this site', async () => {
    const res = await ctx.app.inject('/ar//evil.example/x');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/evil.example/x');
  });

  it('a dot-dot segment after the prefix leaves no prefix to redirect: a plain not-found page', async () => {
    const res = await ctx.app.inject('/ar/%2e%2e//evil.example/x');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it('still drops the prefix of ordinary paths and keeps the query', async () => {
    for (const [from, to] of [
      ['/ar', '/'],
      ['/en/', '/'],
      ['/ar/Blog?page=2', '/Blog?page=2'],
      ['/en/search-result/%D9%82%D9%87%D9%88%D8%A9', '/search-result/%D9%82%D9%87%D9%88%D8%A9'],
    ]) {
      const res = await ctx.app.inject(from);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
  });
});

describe('request-supplied return paths of the web forms', () => {
  const password = 'correct horse battery';
  // login allows 10 tries per account in 10 minutes: a few accounts share the table's targets
  const accounts: string[] = [];
  const accountFor = (target: string) =>
    accounts[hostileRedirectTargets.indexOf(target as never) % accounts.length];
  let cookie: string;
  beforeAll(async () => {
    for (let i = 0; i < 4; i++) {
      const email = `redirect-${i}-${Date.now()}@example.com`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: api('register'),
        remoteAddress: `10.6.0.${i + 1}`,
        payload: {
          name: 'Redirect Tester',
          email,
          password,
          password_confirmation: password,
          gender: 'female',
          terms: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      await ctx.app.services.jobs.drain();
      expect(codeIn(smtp.last(email))).toMatch(/^\d{6}$/);
      accounts.push(email);
      cookie = `jaliya_session=${res.json().data.token}`;
    }
  });

  it.each(hostileRedirectTargets)(
    'login and register pages send a signed-in user to %j only on this site',
    async (target) => {
      for (const page of ['/Login', '/Register']) {
        const res = await ctx.app.inject({
          url: `${page}?redirectTo=${encodeURIComponent(target)}`,
          headers: { cookie },
        });
        expect(res.statusCode, page).toBe(302);
        expectSameSite(res.headers.location);
      }
    },
  );

  it.each(hostileRedirectTargets)(
    'the login form posted with redirectTo=%j lands on this site',
    async (target) => {
      const res = await ctx.app.inject({
        ...formPost('/Login', { email: accountFor(target), password, redirectTo: target }),
        remoteAddress: `10.7.${hostileRedirectTargets.indexOf(target)}.1`,
      });
      expect(res.statusCode).toBe(302);
      expectSameSite(res.headers.location);
    },
  );

  it('the login form page carries only a safe return path into its hidden field', async () => {
    const res = await ctx.app.inject(`/Login?redirectTo=${encodeURIComponent('//evil.example/x')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="redirectTo" value="/evil.example/x"');
  });

  it.each(hostileRedirectTargets)('the favourite form’s way back (%j) stays on this site', async (target) => {
    // a guest is sent to log in with the way back as redirectTo: that path must already be safe
    const res = await ctx.app.inject(
      formPost('/actions/favorite', { kind: 'blog', id: '1', redirectTo: target }),
    );
    expect(res.statusCode).toBe(302);
    const login = landing(res.headers.location);
    expect(login.pathname).toBe('/Login');
    expectSameSite(login.searchParams.get('redirectTo'));
  });

  it.each(hostileRedirectTargets)(
    'the newsletter form’s way back (%j) stays on this site',
    async (target) => {
      const res = await ctx.app.inject({
        ...formPost('/actions/subscribe', { email: 'not an address', redirectTo: target }),
        remoteAddress: `10.8.${hostileRedirectTargets.indexOf(target)}.1`,
      });
      expect(res.statusCode).toBe(302);
      expectSameSite(res.headers.location);
    },
  );

  it('the header search sends a blank keyword back only to a same-site path', async () => {
    const res = await ctx.app.inject({
      url: '/search-result?keyword=',
      headers: { referer: 'http://localhost//evil.example/x' },
    });
    expect(res.statusCode).toBe(302);
    expectSameSite(res.headers.location);
  });
});

describe('a tab opened before the deploy', () => {
  it('asking for lazy route discovery is told to load the page as a new document', async () => {
    // what a build with routeDiscovery 'lazy' sends for the links it has not met yet
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/__manifest?paths=${encodeURIComponent('/Rent,/Rent/7/flat')}&version=0ld0ld00`,
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-remix-reload-document']).toBe('true');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });
});
