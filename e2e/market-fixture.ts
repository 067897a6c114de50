import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const fixturesApi = `http://127.0.0.1:${port + 4}/market`;

type Named = { en: string; ar: string };
export type Category = { mainId: number; subId: number; main: Named; sub: Named };
export type Post = { id: number; title: string; slug: string };
export type Person = { email: string; password: string; token: string };
export interface Market {
  author: Person;
  user: Person;
  categories: { vehicles: Category; baby: Category; living: Category };
  posts: Record<'camry' | 'odyssey' | 'carSeat' | 'monitor' | 'sold' | 'sofa', Post>;
  sofaQuery: string;
}

/**
 * This test's own marketplace (scripts/e2e-fixtures.ts): categories of its own with two cars, two
 * baby items and a sold stroller, and an Arabic-titled sofa, all by one author, and a reader; titles
 * carry a tag of this call, so the demo seed and the other project's runs never share a list with them.
 */
export async function market(request: APIRequestContext, lang: string): Promise<Market> {
  const res = await request.post(`${fixturesApi}?lang=${lang}`);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The browser context signed in as `who` (the session cookie the fixtures API issued). */
export const signIn = (context: BrowserContext, who: Person) =>
  context.addCookies([{ name: 'jaliya_session', value: who.token, domain: '127.0.0.1', path: '/' }]);

/** A client address of its own, so the API's per-address throttles stay per test. */
export const randomIp = () => {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${(b[2] % 250) + 1}`;
};
