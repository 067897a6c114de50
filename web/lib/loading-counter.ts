/**
 * The global loading counter: rises on each load start, falls on finish or failure, never below
 * zero; loading shows while it is above zero.
 */
export function createLoadingCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    increment() {
      count++;
      emit();
    },
    decrement() {
      if (count === 0) return;
      count--;
      emit();
    },
    get count() {
      return count;
    },
    isLoading: () => count > 0,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Counts `work` while it runs, whatever its outcome. */
    async track<T>(work: Promise<T>): Promise<T> {
      this.increment();
      try {
        return await work;
      } finally {
        this.decrement();
      }
    },
  };
}

export const loadingCounter = createLoadingCounter();
