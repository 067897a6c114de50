import { Suspense, useEffect, useState } from 'react';
import { lazyWithTimeout } from '../../lib/chunk-timeout.ts';
import { useLang } from '../../lib/i18n.ts';
import { loadJson } from '../../lib/resource-loader.ts';
import { readStorage } from './client-session.ts';
import type { WelcomeItem } from './welcome-content.ts';
import { dismissalKey } from './welcome-dismissal.ts';

const WelcomeModal = lazyWithTimeout(() => import('./welcome-modal.tsx'));

/**
 * Fetches the welcome item after load and opens the modal `delayMs` later when the item has a link
 * and this browser has no dismissal record for that link. The dialog's code loads only then.
 */
export function WelcomeLauncher({ delayMs, cityId }: { delayMs: number; cityId: number }) {
  const lang = useLang();
  const [item, setItem] = useState<WelcomeItem | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadJson<{ data: WelcomeItem | null }>(`/api/v1/${lang}/${cityId}/welcome_screen`)
      .then(({ data }) => {
        if (cancelled || !data?.link) return;
        const link = data.link;
        // the dismissal record is read when the delay is over, not on arrival: a page's first
        // localStorage access is slow (see whenSettled) and the page is still loading then
        timer = setTimeout(() => {
          if (readStorage(dismissalKey(link))) return;
          setItem(data);
          setOpen(true);
        }, delayMs);
      })
      // the welcome item is an extra: a page whose request for it failed is complete without it,
      // and the next page asks again
      .catch(() => {});
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [lang, cityId, delayMs]);
  if (!item || !open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal item={item} onGone={() => setOpen(false)} />
    </Suspense>
  );
}
