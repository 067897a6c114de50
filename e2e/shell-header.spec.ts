import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

/** The root layout mirrors lang to localStorage in its first effect: after that, handlers are live. */
const hydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).not.toBeNull();

/** Everything wrong with the header's layout at the current size (empty when all is well). */
const headerLayoutProblems = (page: Page, menuOpen: boolean) =>
  page.evaluate((menuOpen) => {
    const problems: string[] = [];
    const row = document.querySelector('.navbar-inner')!;
    if (!menuOpen && row.getBoundingClientRect().height > 80)
      problems.push(`header is ${row.getBoundingClientRect().height}px tall`);
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page scrolls sideways');
    const visible = (el: Element) =>
      (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().width > 1;
    // every visible control in the bar, innermost first: none may overlap another
    const controls = [...row.querySelectorAll('a, button, input')].filter(
      (el) => visible(el) && !el.closest('.dropdown-menu') && !el.parentElement?.closest('a, button'),
    );
    const boxes = controls.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap)
          problems.push(`overlap: ${boxes[i].el.textContent?.trim()} / ${boxes[j].el.textContent?.trim()}`);
      }
    for (const { el, r } of boxes) {
      if (r.left < 0 || r.right > window.innerWidth) problems.push(`off screen: ${el.textContent?.trim()}`);
      if (el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'INPUT')
        problems.push(`clipped: ${el.textContent?.trim()}`);
    }
    const input = row.querySelector<HTMLInputElement>('input[type=search]')!;
    if (visible(input)) {
      const cs = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const needed =
        ctx.measureText(input.placeholder).width +
        Number.parseFloat(cs.paddingInlineStart) +
        Number.parseFloat(cs.paddingInlineEnd);
      if (needed > input.clientWidth)
        problems.push(`placeholder clipped: needs ${needed}px, has ${input.clientWidth}px`);
    }
    return problems;
  }, menuOpen);

async function openHomeAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  // judge the layout in its final fonts (Arabic pages load a web font after first paint)
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe('site header', () => {
  test('home shell passes axe and has one banner, nav and footer', async ({ page, lang }) => {
    await page.goto('/');
    await expectDocumentLang(page, lang);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expectNoA11yViolations(page);
  });

  test('guest Add Business shows a warning toast for about 3 s and stays', async ({ page, t }) => {
    await page.goto('/');
    await hydrated(page);
    const url = page.url();
    // time the toast in the page itself: the test machine is too busy for wall-clock waits
    await page.evaluate(() => {
      const w = window as unknown as { __toast: { shown?: number; gone?: number } };
      w.__toast = {};
      new MutationObserver(() => {
        const present = Boolean(document.querySelector('.toast-warning'));
        if (present && !w.__toast.shown) w.__toast.shown = performance.now();
        if (!present && w.__toast.shown && !w.__toast.gone) w.__toast.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: t('Add Business', 'أضف نشاطك التجاري') }).click();
    const toast = page
      .getByRole('status')
      .filter({ hasText: t('Please Login First', 'يرجى تسجيل الدخول أولاً') });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 6000 });
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { __toast: { shown: number; gone: number } }).__toast,
    );
    expect(gone - shown).toBeGreaterThan(2800);
    expect(gone - shown).toBeLessThan(3600);
    expect(page.url()).toBe(url);
  });

  test('guests see a Login link', async ({ page, t }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: t('Login', 'تسجيل الدخول') })).toHaveAttribute(
      'href',
      '/Login',
    );
  });

  test('search ignores empty and blank input and goes to search-result with a keyword', async ({
    page,
    t,
  }) => {
    await page.goto('/');
    // every request and URL change from here on, in the order the browser made them: a search for
    // blank input would come before the real one below
    const seen: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      // scripts and catalog modules (/i18n/en.search.….js) are not searches
      if (/search/i.test(pathname) && !/^\/(assets|i18n)\//.test(pathname))
        seen.push(`request ${pathname}${search}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(`url ${new URL(frame.url()).pathname}`);
    });
    const box = page.getByRole('searchbox', { name: t('Search', 'بحث') });
    await box.press('Enter');
    await box.fill('   ');
    await box.press('Enter');
    await box.fill('halal');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/halal$/);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((entry) => !entry.includes('halal'))).toEqual([]);
  });

  test('Our Services lists the offered services and the sub-categories of shops', async ({ page, t }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: t('Our Services', 'خدماتنا') });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(menu.getByRole('link', { name: t('Service Providers', 'مزودو الخدمات') })).toHaveAttribute(
      'href',
      '/Category/services',
    );
    await expect(menu.getByRole('link', { name: t('Marketplace', 'السوق') })).toHaveAttribute(
      'href',
      '/market-place',
    );
    await expect(menu.getByRole('link', { name: t('Rent', 'الإيجار') })).toHaveAttribute('href', '/rent');
    await expect(menu.getByRole('link', { name: t('Jobs', 'الوظائف') })).toHaveAttribute('href', '/job');
    const shops = menu.getByRole('link', { name: t('Shops', 'المتاجر'), exact: true });
    await expect(shops).toHaveAttribute('href', '/Category/shops');
    await shops.hover();
    const butchers = page.getByRole('link', { name: t('Halal Butchers', 'ملاحم حلال') });
    await expect(butchers).toBeVisible();
    const href = await butchers.getAttribute('href');
    expect(href).toMatch(
      lang(t) === 'en'
        ? /^\/SubCategory\/HalalButchers\/\d+\/\?Page=shops$/
        : /^\/SubCategory\/.+\/\d+\/\?Page=shops$/,
    );
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a state with a url opens in a new tab; one without says Coming Soon', async ({ page, t }) => {
    await page.goto('/');
    await page.getByRole('button', { name: t('States', 'الولايات') }).click();
    const panel = page.getByRole('region', { name: t('Select State', 'اختر الولاية') });
    const ohio = panel.getByRole('link', { name: new RegExp(t('Ohio', 'أوهايو')) });
    await expect(ohio).toHaveAttribute('target', '_blank');
    await expect(ohio).toHaveAttribute('rel', /noopener/);
    await expect(panel.getByRole('link', { name: new RegExp(t('Michigan', 'ميشيغان')) })).toHaveCount(0);
    await expect(panel.getByRole('listitem').filter({ hasText: t('Michigan', 'ميشيغان') })).toContainText(
      t('Coming Soon', 'قريباً'),
    );
  });

  test('at 900 px wide a burger opens the links, Login and Select State, which opens the states', async ({
    page,
    t,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const blog = banner.getByRole('link', { name: t('Blog', 'المدونة'), exact: true });
    const login = banner.getByRole('link', { name: t('Login', 'تسجيل الدخول') });
    const selectState = page.getByRole('button', { name: t('Select State', 'اختر الولاية') });
    await expect(blog).toBeHidden();
    await expect(login).toBeHidden();
    await expect(selectState).toBeHidden();
    await expect(page.getByRole('button', { name: t('States', 'الولايات') })).toBeHidden();
    await expect(
      page.getByRole('button', { name: t('Switch to Arabic', 'التبديل إلى الإنجليزية') }),
    ).toBeVisible();
    const burger = page.getByRole('button', { name: t('Menu', 'القائمة') });
    await burger.click();
    await expect(blog).toBeVisible();
    await expect(login).toBeVisible();
    await expect(page.getByRole('button', { name: t('Close menu', 'إغلاق القائمة') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await selectState.click();
    await expect(page.getByRole('region', { name: t('Select State', 'اختر الولاية') })).toBeVisible();
  });

  for (const width of [1280, 1024, 992, 768, 390, 360]) {
    test(`at ${width} px the header is one row with nothing clipped or overlapping`, async ({ page }) => {
      await openHomeAt(page, width);
      expect(await headerLayoutProblems(page, false)).toEqual([]);
    });
  }

  // at 992 px and below the links move into a menu behind a button
  for (const width of [992, 768, 390, 360]) {
    test(`at ${width} px the open menu has nothing clipped or overlapping`, async ({ page, t }) => {
      await openHomeAt(page, width);
      await page.getByRole('button', { name: t('Menu', 'القائمة') }).click();
      await expect(page.getByRole('searchbox')).toBeVisible();
      expect(await headerLayoutProblems(page, true)).toEqual([]);
    });
  }

  test('the navbar turns active after 1px of scroll and is always active on login', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('nav.navbar');
    await expect(nav).not.toHaveClass(/\bactive\b/);
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(nav).toHaveClass(/\bactive\b/);
    await page.goto('/Login');
    await expect(page.locator('nav.navbar')).toHaveClass(/\bactive\b/);
  });

  test('toasts sit at the top end: right in English, left in Arabic', async ({ page, lang, t }) => {
    await page.goto('/');
    await page.getByRole('button', { name: t('Add Business', 'أضف نشاطك التجاري') }).click();
    const box = await page.locator('.toast').first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(60);
    // the gap to the top-end edge: the right edge in English, the left edge in Arabic
    const endGap = lang === 'en' ? width - (box!.x + box!.width) : box!.x;
    expect(endGap).toBeLessThan(40);
  });
});

test("the page hydrates only once the overlays' sheet is in, so a first toast is never unstyled", async ({
  page,
}) => {
  // which comes first, in the page's own clock: the sheet's load or the hydration marker
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as unknown as { order: string[] }).order = order;
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-hydrated') && !order.includes('hydrated'))
        order.push('hydrated');
    }).observe(document, { attributes: true, subtree: true });
    document.addEventListener(
      'load',
      (event) => {
        const link = event.target as HTMLLinkElement;
        if (link.tagName === 'LINK' && link.href.includes('/overlays-')) order.push('overlays');
      },
      true,
    );
  });
  // the sheet is held until the page hydrates, or for 3 s at most: a page that hydrates without it
  // does so while it is held (the rest of the page has long arrived)
  const hydratedWhileHeld = page
    .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 3000 })
    .catch(() => null);
  await page.route('**/assets/overlays-*.css', async (route) => {
    await hydratedWhileHeld;
    await route.continue();
  });
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { order: string[] }).order)).toEqual([
    'overlays',
    'hydrated',
  ]);
});

function lang(t: (en: string, ar: string) => string) {
  return t('en', 'ar');
}

test.describe('header search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a keyword lands on /search-result/{keyword}; a blank one stays on the page', async ({ page, t }) => {
    await page.goto('/About');
    const box = page.getByRole('searchbox', { name: t('Search', 'بحث') });
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/About$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const keyword = t('winter', 'شتاء');
    await page.getByRole('searchbox', { name: t('Search', 'بحث') }).fill(` ${keyword} `);
    await page.getByRole('button', { name: t('Search', 'بحث'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search-result/${encodeURIComponent(keyword)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** axe's WCAG rules, plus label-in-name (2.5.3, an axe "experimental" rule the default run skips). */
async function expectAccessibleMenus(page: Page) {
  await expectNoA11yViolations(page);
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('header menus pass axe while open', () => {
  // six and four full axe scans of the page: about 20 s on a quiet machine, more on a busy CI runner
  test.describe.configure({ timeout: 90_000 });
  test('Our Services, a sub-category list and the States panel', async ({ page, t }) => {
    await page.goto('/');
    await hydrated(page);
    const services = page.getByRole('button', { name: t('Our Services', 'خدماتنا') });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expectAccessibleMenus(page);
    await page.getByRole('link', { name: t('Shops', 'المتاجر'), exact: true }).hover();
    await expect(page.getByRole('link', { name: t('Halal Butchers', 'ملاحم حلال') })).toBeVisible();
    await expectAccessibleMenus(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('States', 'الولايات') }).click();
    await expect(page.getByRole('region', { name: t('Select State', 'اختر الولاية') })).toBeVisible();
    await expectAccessibleMenus(page);
  });

  test('the burger panel with Our Services and Select State open, at 390 px', async ({ page, t }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: t('Menu', 'القائمة') }).click();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expectAccessibleMenus(page);
    await page.getByRole('button', { name: t('Our Services', 'خدماتنا') }).click();
    await expect(page.getByRole('link', { name: t('Marketplace', 'السوق') })).toBeVisible();
    await expectAccessibleMenus(page);
    await page.getByRole('button', { name: t('Select State', 'اختر الولاية') }).click();
    await expect(page.getByRole('region', { name: t('Select State', 'اختر الولاية') })).toBeVisible();
    await expectAccessibleMenus(page);
  });
});
