import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, type Lang } from './fixtures.ts';

// What the journey specs share: people made on the e2e server's database, signing in as one of
// them, and typing as the project's user does.

export const port = Number(process.env.E2E_PORT ?? 3100);
const peopleApi = `http://127.0.0.1:${port + 4}/journey-people`;
export type T = (en: string, ar: string) => string;

export interface Account {
  email: string;
  password: string;
  token: string;
}
export interface People {
  moderator: Account;
  author: Account;
  buyer: Account;
}

/** A moderator, a verified author and a buyer, made on the e2e server's database (scripts/e2e-fixtures.ts). */
export async function makePeople(request: APIRequestContext, lang: Lang): Promise<People> {
  const res = await request.post(`${peopleApi}?lang=${lang}`);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Signs the browser in as this account (the cookie the login sets), or out with null. */
export async function actAs(context: BrowserContext, account: Account | null) {
  await context.clearCookies({ name: 'jaliya_session' });
  if (account)
    await context.addCookies([
      { name: 'jaliya_session', value: account.token, domain: '127.0.0.1', path: '/', httpOnly: true },
    ]);
}

const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
/** Digits as the project's user types them: Arabic-Indic on the Arabic project. */
export const typed = (lang: Lang, s: string) => (lang === 'ar' ? toArabicDigits(s) : s);

/** A made-up word no other post holds, letters only so every search configuration keeps it whole. */
export const uniqueWord = () =>
  Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('');
