import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkTimeoutMs, isChunkLoadError, withChunkTimeout } from './chunk-timeout.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chunk timeout', () => {
  it('fails a chunk that has not arrived after 120 s', async () => {
    expect(chunkTimeoutMs).toBe(120_000);
    const pending = withChunkTimeout(() => new Promise(() => {})).catch((e) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time', async () => {
    const mod = { default: 'x' };
    const result = withChunkTimeout(() => new Promise((r) => setTimeout(() => r(mod), 1000)));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe(mod);
  });

  it('recognises browser dynamic import failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
