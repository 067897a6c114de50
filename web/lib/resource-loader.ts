/**
 * Loads resources fetched at run time (welcome data and the like): at most `concurrency` reads in
 * flight, each retried up to `retries` times after `baseDelayMs`, doubling each time.
 */
export interface ResourceLoaderOptions {
  concurrency?: number;
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export function createResourceLoader(options: ResourceLoaderOptions = {}) {
  const concurrency = options.concurrency ?? 10;
  const retries = options.retries ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 350;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let active = 0;
  const waiting: Array<() => void> = [];

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (active < concurrency) {
        active++;
        resolve();
      } else waiting.push(resolve);
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  async function attempt<T>(read: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await read();
      } catch (error) {
        if (tries >= retries) throw error;
        await sleep(baseDelayMs * 2 ** tries);
      }
    }
  }

  return {
    /** Runs `read` when a slot is free; the slot is held through its retries. */
    async load<T>(read: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await attempt(read);
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}

/** The app's shared loader. */
export const resourceLoader = createResourceLoader();

/** GET a JSON API resource through the shared loader; non-2xx answers count as failures. */
export function loadJson<T>(url: string): Promise<T> {
  return resourceLoader.load(async () => {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as T;
  });
}
