import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../config.ts';
import { projectRoot } from '../lib/project-root.ts';
import { buildTestApp, type TestContext, setUpTestContext } from './app.ts';

/**
 * The real app with the React Router build, so pages and form actions answer through app.inject()
 * as they do for a browser. Builds first when the build is missing or older than the sources
 * (`npm test` runs these tests before its build step). The page cache is off: tests read their writes.
 */
export async function buildWebTestApp(
  overrides: Partial<AppConfig> = {},
  options: { now?: () => number } = {},
): Promise<TestContext> {
  execFileSync(process.execPath, [join(projectRoot(), 'scripts', 'ensure-build.mjs')], {
    cwd: projectRoot(),
    stdio: 'inherit',
  });
  return buildTestApp({ NODE_ENV: 'production', PAGE_CACHE_TTL_MS: 0, ...overrides }, options);
}

export interface WebTestApp {
  readonly ctx: TestContext;
  /** The site's own city (CITY_ID): pages show only its posts. */
  readonly cityId: number;
  /** A page as a browser asks for it (pageRequest), through app.inject. */
  page(url: string, options?: { lang?: 'en' | 'ar'; token?: string }): Promise<LightMyRequestResponse>;
}

/**
 * The web app (buildWebTestApp) for a whole test file: built in beforeAll, closed in afterAll,
 * with `page()` to ask for its pages. Read `ctx`, `cityId` and `page` inside tests and hooks.
 */
export function setUpWebTestApp(
  overrides: Partial<AppConfig> = {},
  options: { now?: () => number } = {},
): WebTestApp {
  const current = setUpTestContext(() => buildWebTestApp(overrides, options));
  return {
    get ctx() {
      return current();
    },
    get cityId() {
      return current().config.CITY_ID;
    },
    page: (url, request = {}) => current().app.inject(pageRequest(url, request)),
  };
}

/** A urlencoded form post from this site's own page, as a browser without JavaScript sends it. */
export function formPost(
  url: string,
  /** Pairs when a name repeats (checkboxes, lists). */
  fields: Record<string, string> | Array<[string, string]>,
  options: { lang?: 'en' | 'ar'; cookie?: string } = {},
) {
  const cookies = [`lang=${options.lang ?? 'en'}`, options.cookie].filter(Boolean).join('; ');
  return {
    method: 'POST' as const,
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
      cookie: cookies,
    },
  };
}

/** A page as a browser asks for it: in `lang` (the cookie), signed in when a session token is given. */
export function pageRequest(url: string, options: { lang?: 'en' | 'ar'; token?: string } = {}) {
  return {
    method: 'GET' as const,
    url,
    headers: {
      cookie: [`lang=${options.lang ?? 'en'}`, options.token ? `jaliya_session=${options.token}` : null]
        .filter(Boolean)
        .join('; '),
    },
  };
}

/**
 * The message a page SHOWS under a field, read from its markup: the catalogs travel in the page too
 * (for its script), so a plain `toContain(message)` would pass without the message on screen.
 */
export const fieldError = (body: string, id: string) =>
  new RegExp(
    `<p id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-error" class="field-error">([^<]*)</p>`,
  ).exec(body)?.[1];
