import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResourceLoader } from './resource-loader.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resource loader', () => {
  it('runs at most ten reads in parallel and starts the next when one finishes', async () => {
    const loader = createResourceLoader();
    const releases: Array<() => void> = [];
    let running = 0;
    let peak = 0;
    const read = () =>
      new Promise<number>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        releases.push(() => {
          running--;
          resolve(1);
        });
      });
    const all = Promise.all(Array.from({ length: 15 }, () => loader.load(read)));
    await vi.advanceTimersByTimeAsync(0);
    expect(running).toBe(10);
    expect(loader.queued).toBe(5);
    releases.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(running).toBe(10);
    expect(loader.queued).toBe(4);
    while (releases.length) {
      releases.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(await all).toHaveLength(15);
    expect(peak).toBe(10);
    expect(loader.active).toBe(0);
  });

  it('retries after 350, 700, 1400, 2800 and 5600 ms, then gives up', async () => {
    const loader = createResourceLoader();
    const calls: number[] = [];
    const start = Date.now();
    const read = vi.fn(async () => {
      calls.push(Date.now() - start);
      throw new Error('down');
    });
    const result = loader.load(read).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(349);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toBe('down');
    expect(read).toHaveBeenCalledTimes(6);
    expect(calls).toEqual([0, 350, 1050, 2450, 5250, 10850]);
  });

  it('returns the first success without further retries', async () => {
    const loader = createResourceLoader();
    let n = 0;
    const read = vi.fn(async () => {
      n++;
      if (n < 3) throw new Error('flaky');
      return 'ok';
    });
    const result = loader.load(read);
    await vi.advanceTimersByTimeAsync(1050);
    expect(await result).toBe('ok');
    expect(read).toHaveBeenCalledTimes(3);
  });
});
