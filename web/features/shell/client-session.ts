/** Browser-side keys of the product description (§3 local storage). */
export const storageKeys = {
  token: 'arab_user_token',
  name: 'arab_user_name',
  email: 'arab_user_email',
  cityId: 'cityId',
  lang: 'lang',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {}
}

/**
 * Runs `task` once the page has loaded and then gone idle, or at once if the page is left first;
 * the returned function cancels it (an effect's cleanup). For localStorage bookkeeping that nothing
 * on screen waits for: a page's first localStorage access opens the origin's storage synchronously
 * (≈ 50 ms in a fresh Chromium profile here, 200 ms at Lighthouse's 4× CPU), and done in a mount
 * effect it was the largest part of the hydration's long task.
 */
export function whenSettled(task: () => void): () => void {
  let state: 'waiting' | 'done' = 'waiting';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (state === 'done') return;
    cancel();
    task();
  };
  const cancel = () => {
    state = 'done';
    clearTimeout(timer);
    window.removeEventListener('pagehide', run);
    window.removeEventListener('load', afterLoad);
  };
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : run();
  const afterLoad = () => {
    timer = setTimeout(idle, 1000);
  };
  window.addEventListener('pagehide', run);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return cancel;
}

/** Writes the language cookie and its localStorage mirror, then reloads without `?lang=` so the choice sticks. */
export function switchLanguage(next: 'en' | 'ar') {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the chosen language
  document.cookie = `lang=${next}; path=/; max-age=31536000; samesite=lax`;
  writeStorage(storageKeys.lang, next);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
  } else window.location.reload();
}
