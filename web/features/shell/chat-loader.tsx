import { useEffect } from 'react';
import { readStorage, storageKeys } from './client-session.ts';

declare global {
  interface Window {
    JaliyaChat?: { identify(who: { token: string; name: string; email: string } | { guest: true }): void };
  }
}

/** The chat provider loads on the first pointer press or after 3 s, whichever comes first, once. */
export const chatIdleMs = 3000;

/** Tells the chat provider who is there: the stored user when logged in, else a guest. */
export function identifyChatUser() {
  const token = readStorage(storageKeys.token);
  window.JaliyaChat?.identify(
    token
      ? { token, name: readStorage(storageKeys.name) ?? '', email: readStorage(storageKeys.email) ?? '' }
      : { guest: true },
  );
}

export function ChatLoader({ scriptUrl }: { scriptUrl: string }) {
  useEffect(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      cleanup();
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.onload = identifyChatUser;
      document.body.appendChild(script);
    };
    const timer = setTimeout(start, chatIdleMs);
    const cleanup = () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', start, true);
    };
    window.addEventListener('pointerdown', start, { capture: true, passive: true });
    return cleanup;
  }, [scriptUrl]);
  return null;
}
