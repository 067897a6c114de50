// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WebLoadContext } from '../load-context.ts';
import { loader } from './home.tsx';

const home = { hero: [], welcome: null, user_guides: [] };
const context = {
  lang: 'en',
  config: { cityId: 9 },
  services: { home: { getHome: async () => home } },
} as unknown as WebLoadContext;
const load = (headers: Record<string, string>) =>
  loader({ context, request: new Request('http://localhost/', { headers }), params: {} } as never);

describe('home loader', () => {
  it('awaits home data for a document request, so the first HTML is complete', async () => {
    expect((await load({ 'sec-fetch-dest': 'document' })).home).toEqual(home);
    expect((await load({})).home).toEqual(home);
  });

  it("defers home data on a client navigation (the browser's data fetch), so skeletons can show", async () => {
    const result = await load({ 'sec-fetch-dest': 'empty' });
    expect(result.home).toBeInstanceOf(Promise);
    await expect(result.home).resolves.toEqual(home);
    expect(result.messages['home.hero.readMore']).toBe('Read More');
  });
});
