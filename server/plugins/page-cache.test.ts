import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache, withNonce } from './page-cache.ts';

/** A page cache on a hand-moved clock and content version, with a render that counts its calls. */
function setup(ttlMs = 1000) {
  let time = 0;
  let version = 1;
  let renders = 0;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const cache = new PageCache({
    ttlMs,
    maxEntries: 10,
    versions: { current: () => version },
    onRefreshError: (error) => {
      throw error;
    },
    now: () => time,
  });
  const html = (body: string, init: ResponseInit = {}) =>
    new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });
  let next = () => html(`<p nonce="N${renders}">render ${renders}</p>`);
  const render = async () => {
    const response = next();
    renders++;
    await gate;
    return response;
  };
  return {
    cache,
    render,
    renders: () => renders,
    /** Renders wait until released, so many requests can pile up behind one. */
    hold() {
      gate = new Promise((r) => {
        release = r;
      });
    },
    release: () => release(),
    advance: (ms: number) => {
      time += ms;
    },
    write: () => {
      version++;
    },
    respondWith: (make: () => Response) => {
      next = make;
    },
    html,
  };
}

const bodyOf = (outcome: Awaited<ReturnType<PageCache['serve']>>) =>
  'page' in outcome ? outcome.page.body : '(own render)';

describe('page cache', () => {
  it('gives every response its own nonce', () => {
    const cached: CachedPage = {
      status: 200,
      headers: {},
      body: '<script nonce="OLD">1</script><link nonce="OLD">',
      nonce: 'OLD',
    };
    expect(withNonce(cached, 'NEW')).toBe('<script nonce="NEW">1</script><link nonce="NEW">');
  });

  it('renders a missing page once however many requests wait for it (single flight)', async () => {
    const t = setup();
    t.hold();
    const waiting = Array.from({ length: 20 }, (_, i) => t.cache.serve('en /', `n${i}`, t.render));
    t.release();
    const outcomes = await Promise.all(waiting);
    expect(t.renders()).toBe(1);
    const states = outcomes.map((o) => ('page' in o ? o.state : 'own'));
    expect(states.filter((s) => s === 'miss')).toHaveLength(1);
    expect(states.filter((s) => s === 'shared')).toHaveLength(19);
  });

  it('renders an expired page once, serving the stale page meanwhile (stale-while-revalidate)', async () => {
    const t = setup(1000);
    await t.cache.serve('en /', 'n', t.render);
    t.advance(1001);
    t.hold();
    const during = await Promise.all(Array.from({ length: 20 }, () => t.cache.serve('en /', 'n', t.render)));
    // nobody waited for the re-render: all got the old page at once, and only one render started
    expect(during.map((o) => ('page' in o ? o.state : 'own'))).toEqual(Array(20).fill('stale'));
    expect(during.map(bodyOf)).toEqual(Array(20).fill('<p nonce="N0">render 0</p>'));
    expect(t.renders()).toBe(2);
    t.release();
    // wait for the refresh to land (a few event-loop turns), serving stale until then
    let after = await t.cache.serve('en /', 'n', t.render);
    for (let i = 0; i < 100 && 'page' in after && after.state === 'stale'; i++) {
      await new Promise((r) => setImmediate(r));
      after = await t.cache.serve('en /', 'n', t.render);
    }
    expect(after).toMatchObject({ state: 'hit' });
    expect(bodyOf(after)).toBe('<p nonce="N1">render 1</p>');
    expect(t.renders()).toBe(2);
  });

  it('drops every page when content is written (no stale page after a write)', async () => {
    const t = setup(60_000);
    await t.cache.serve('en /', 'n', t.render);
    expect(await t.cache.serve('en /', 'n', t.render)).toMatchObject({ state: 'hit' });
    t.write();
    const after = await t.cache.serve('en /', 'n', t.render);
    expect(after).toMatchObject({ state: 'miss' });
    expect(bodyOf(after)).toBe('<p nonce="N1">render 1</p>');
  });

  it('keeps what is not shareable to the request that rendered it; the others render their own', async () => {
    const t = setup();
    t.respondWith(() =>
      t.html('<p>welcome</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'lang=ar; Path=/' } }),
    );
    t.hold();
    const waiting = [t.cache.serve('ar /', 'a', t.render), t.cache.serve('ar /', 'b', t.render)];
    t.release();
    const outcomes = await Promise.all(waiting);
    for (const o of outcomes) expect('response' in o).toBe(true);
    expect(t.renders()).toBe(2);
    // and nothing was stored
    t.respondWith(() => t.html('<p>x</p>'));
    expect(await t.cache.serve('ar /', 'c', t.render)).toMatchObject({ state: 'miss' });
  });
});
