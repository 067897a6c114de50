// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { loadDetailOr404 } from './detail-loader.server.ts';

/** The status of the response a loader threw, or 'ok'. */
async function outcome(rawId: string | undefined, load: (id: number) => Promise<unknown>) {
  try {
    await loadDetailOr404(rawId, load);
    return 'ok';
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? thrown;
  }
}

describe('loadDetailOr404', () => {
  it('reads the id, Arabic-Indic digits too, and hands it to the loader', async () => {
    const seen: number[] = [];
    await loadDetailOr404('١٢', async (id) => seen.push(id));
    expect(seen).toEqual([12]);
  });

  it('answers 404 for a bad id and for any *_NOT_FOUND, and lets other errors through', async () => {
    const never = async () => 'loaded';
    for (const raw of [undefined, '', 'abc', '0', '-3', '1.5', '99999999999'])
      expect(await outcome(raw, never)).toBe(404);
    expect(await outcome('5', async () => Promise.reject(new AppError('NOT_FOUND')))).toBe(404);
    expect(await outcome('5', async () => Promise.reject(new AppError('LISTING_NOT_FOUND')))).toBe(404);
    const boom = new Error('database down');
    expect(await outcome('5', async () => Promise.reject(boom))).toBe(boom);
  });
});
