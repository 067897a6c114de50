import { describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from './loading-counter.ts';

describe('global loading counter', () => {
  it('shows loading while above zero and never goes below zero', () => {
    const c = createLoadingCounter();
    const listener = vi.fn();
    c.subscribe(listener);
    c.increment();
    c.increment();
    expect(c.isLoading()).toBe(true);
    c.decrement();
    c.decrement();
    c.decrement();
    expect(c.count).toBe(0);
    expect(c.isLoading()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('tracks work that fails', async () => {
    const c = createLoadingCounter();
    const failing = c.track(Promise.reject(new Error('x')));
    expect(c.count).toBe(1);
    await expect(failing).rejects.toThrow('x');
    expect(c.count).toBe(0);
  });
});
