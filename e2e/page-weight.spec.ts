import { expect, test } from './fixtures.ts';

/**
 * What keeps the public pages fast on a phone (decision 060), checked on the markup rather than by
 * timing: the first response carries its CSS (no stylesheet round trip before the first paint),
 * Arabic pages fetch only the Arabic cut of the font, every page has a description, and no page
 * trips the CSP (a violation costs Lighthouse's best-practices score).
 */
const publicPages = [
  '/',
  '/Blog',
  '/About',
  '/Contact',
  '/User-Guide',
  '/Login',
  '/Register',
  '/search-result/halal',
  '/newsletter/confirm?token=example',
];

test('every public page inlines its CSS and links no stylesheet', async ({ request, lang }) => {
  for (const path of publicPages) {
    const html = await (await request.get(path, { headers: { Cookie: `lang=${lang}` } })).text();
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html, path).toMatch(/<style data-href="\/assets\/app-[\w-]+\.css"[^>]*>[^<]*\.site-header/);
    const head = html.slice(0, html.indexOf('</head>'));
    const description = /<meta name="description" content="([^"]+)"/.exec(head)?.[1] ?? '';
    expect(description.length, `${path} meta description`).toBeGreaterThan(20);
    // in the page's language (an English description may still quote an Arabic name)
    expect(description, `${path} description language`).toMatch(
      lang === 'ar' ? /[\u0600-\u06ff]{3}/ : /[A-Za-z]{3}/,
    );
  }
});

test('Arabic pages preload the regular Arabic cut; English pages load no web font', async ({
  page,
  lang,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/Blog');
  await page.evaluate(() => document.fonts.ready);
  const preload = page.locator('link[rel="preload"][as="font"]');
  if (lang === 'ar') {
    await expect(preload).toHaveAttribute('href', /ibm-plex-sans-arabic-400-[\w-]+\.woff2$/);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/ibm-plex-sans-arabic-(latin-)?(400|700)-[\w-]+\.woff2$/);
    const rendered = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replaceAll('"', '')),
    );
    expect(rendered).toContain('IBM Plex Sans Arabic');
  } else {
    await expect(preload).toHaveCount(0);
    expect(fonts).toEqual([]);
  }
});

test('a page reached by client navigation gets its own stylesheet', async ({ page, t }) => {
  await page.goto('/');
  await expect(page.locator('style[data-href*="/blog-"]')).toHaveCount(0);
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: t('Blog', 'المدونة'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/Blog$/);
  await expect(page.locator('link[rel="stylesheet"][href*="/blog-"]')).toHaveCount(1);
  // blog.css lays the posts out as a grid
  await expect(page.locator('.blog-grid')).toHaveCSS('display', 'grid');
});

test('no page reports a content-security-policy violation, forms included', async ({ page }) => {
  // several full page loads, each waiting for hydration, on a busy two-core machine
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const path of ['/', '/Blog', '/Contact', '/Login', '/Register']) {
    await page.goto(path);
    // the forms' validation runs once typed into: build and use the schemas, as a visitor would
    const email = page.getByRole('textbox', { name: /email|البريد/i }).first();
    if (await email.isVisible()) await email.fill('someone@example.com');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
