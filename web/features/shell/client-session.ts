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
