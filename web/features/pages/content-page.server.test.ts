// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import type { WebLoadContext } from '../../load-context.ts';
import { legalPageKey, loadContentPage } from './content-page.server.ts';

const page = {
  key: 'about',
  title: 'About',
  body: '<p>Hi</p>',
  image: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const contextWith = (getPage: () => Promise<unknown>) =>
  ({ lang: 'ar', config: { cityId: 9 }, services: { pages: { getPage } } }) as unknown as WebLoadContext;

describe('content page loader', () => {
  it('returns the page with the pages catalog in the request language', async () => {
    const result = await loadContentPage(
      contextWith(async () => page),
      'about',
    );
    expect(result.page).toBe(page);
    expect(result.messages['pages.contact.success']).toBe('شكراً لك على وقتك');
  });

  it('turns a missing page into a 404 for the not-found page', async () => {
    const thrown = await loadContentPage(
      contextWith(async () => {
        throw new AppError('NOT_FOUND');
      }),
      'eula',
    ).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('lets other failures through (they are not a missing page)', async () => {
    const boom = new AppError('SERVICE_UNAVAILABLE');
    await expect(
      loadContentPage(
        contextWith(async () => {
          throw boom;
        }),
        'about',
      ),
    ).rejects.toBe(boom);
  });

  it('picks the legal page from the URL, in any letter case', () => {
    expect(legalPageKey('http://x/Privacy-Policy')).toBe('privacy');
    expect(legalPageKey('http://x/terms-conditions/')).toBe('terms');
    expect(legalPageKey('http://x/EULA?lang=ar')).toBe('eula');
    expect(legalPageKey('http://x/About')).toBeNull();
  });
});
