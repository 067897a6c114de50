import { expect, test } from './fixtures.ts';

test('pages carry a nonce-based CSP that matches their scripts', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  // every inline script React Router wrote carries this response's nonce (browsers hide it from the attribute)
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(inline.length).toBeGreaterThan(0);
  for (const value of inline) expect(value).toBe(nonce);
});

test('hashed assets are compressed and cached for a year', async ({ request }) => {
  // a route module the page's inline module script imports (decision 060: no preload tags in <head>)
  const html = await (await request.get('/')).text();
  const src = /await import\("([^"]+)"\)/.exec(html)?.[1];
  expect(src).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  const asset = await request.get(src!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test('the OpenAPI document and UI are served from the app', async ({ page, request }) => {
  const doc = await request.get('/api/docs/json');
  expect(doc.status()).toBe(200);
  const spec = await doc.json();
  expect(spec.openapi).toMatch(/^3\./);
  expect(Object.keys(spec.paths).some((p) => p.includes('general-setting'))).toBe(true);
  const ui = await page.goto('/api/docs');
  expect(ui?.status()).toBe(200);
});

test('health endpoints answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect(await (await request.get('/readyz')).json()).toMatchObject({ database: 'up' });
});

test("a guest's page is reused briefly but every response gets a fresh nonce", async ({ request }) => {
  const first = await request.get('/About');
  const second = await request.get('/About');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const n1 = nonceOf(first.headers()['content-security-policy']);
  const n2 = nonceOf(second.headers()['content-security-policy']);
  expect(n1).not.toBe(n2);
  const body = await second.text();
  expect(body).toContain(`nonce="${n2}"`);
  expect(body).not.toContain(`nonce="${n1}"`);
});

test('a list page knows every route: a card opens its post without asking for the route manifest', async ({
  page,
  t,
}) => {
  // React Router's lazy discovery puts every link of a page into one /__manifest?paths= URL and
  // drops it past 7,680 characters, which the Arabic lists' percent-encoded links pass; a click
  // then waited for the manifest before its data. The whole manifest ships with the page instead.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/__manifest') || pathname.endsWith('.data')) asked.push(pathname);
  });
  await page.goto('/market-place/products');
  const card = page
    .getByRole('list', { name: t('Products', 'المنتجات') })
    .getByRole('link')
    .first();
  const title = await card.innerText();
  await card.click();
  await expect(page).toHaveURL(/\/Show-Product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(asked.filter((p) => p.startsWith('/__manifest'))).toEqual([]);
  expect(asked.filter((p) => p.startsWith('/Show-Product/'))).toHaveLength(1);
});
