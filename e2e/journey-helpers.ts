import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, type Lang } from './fixtures.ts';

// What the journey specs share: people made on the e2e server's database, signing in as one of
// them, and typing as the project's user does.

export const port = Number(process.env.E2E_PORT ?? 3100);
const peopleApi = `http://127.0.0.1:${port + 4}/journey-people`;
const mailApi = `http://127.0.0.1:${port + 3}/mail`;
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

/** The mails the e2e server's catcher holds for this address (scripts/e2e-mail-catcher.ts). */
export async function mailsTo(request: APIRequestContext, email: string) {
  return (await (await request.get(`${mailApi}?to=${encodeURIComponent(email)}`)).json()) as Array<{
    text: string;
  }>;
}

/** Writes to an anonymous post's author through the relay form on its page, and sees it sent. */
export async function writeThroughRelay(page: Page, t: T, message: string) {
  const relay = page.locator('#contact-relay');
  await expect(relay.getByRole('heading')).toHaveText(t('Contact the poster', 'تواصل مع صاحب الإعلان'));
  await relay.getByLabel(t('Your message', 'رسالتك')).fill(message);
  await relay.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
  await expect(relay.getByRole('status')).toContainText(t('Your message was sent.', 'أُرسلت رسالتك.'));
}

/** Saves the post whose page is open, and finds it on the kind's saved page. */
export async function saveAndFind(page: Page, t: T, title: string, savedPath: string) {
  const actions = page.locator('.product-actions');
  await actions.getByRole('button', { name: t(`Save ${title}`, `احفظ ${title}`) }).click();
  await expect(
    actions.getByRole('button', { name: t(`Remove ${title} from saved`, `إزالة ${title} من المحفوظات`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto(savedPath);
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
}

/** The weekly-hours editor (add business, update hours): Monday 08:00–22:00, copied to every day. */
export async function mondayHoursForEveryDay(page: Page, t: T) {
  await page.getByLabel(t('Monday', 'الاثنين'), { exact: true }).selectOption('hours');
  await page.getByLabel(t('Monday: opens at', 'الاثنين: يفتح الساعة')).fill('08:00');
  await page.getByLabel(t('Monday: closes at', 'الاثنين: يغلق الساعة')).fill('22:00');
  await page
    .getByRole('button', {
      name: t('Same hours as Monday for every day', 'ساعات يوم الاثنين نفسها لكل الأيام'),
    })
    .click();
  await expect(page.getByLabel(t('Sunday: closes at', 'الأحد: يغلق الساعة'))).toHaveValue('22:00');
}
