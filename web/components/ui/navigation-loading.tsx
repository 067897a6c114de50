import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { LoadingScreen } from './loading-screen.tsx';

/** A client navigation slower than this covers the page with the loading screen. */
export const slowNavigationMs = 400;

/**
 * The full-screen loading screen (three beating dots and "Loading…" typed one character per
 * 100 ms) for a client navigation that is still waiting for its data after `slowNavigationMs`.
 * Quick navigations only show the thin global loading bar.
 */
export function NavigationLoadingScreen() {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), slowNavigationMs);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!slow) return null;
  return (
    <div className="navigation-loading">
      <LoadingScreen text={t('common.loading')} />
    </div>
  );
}
