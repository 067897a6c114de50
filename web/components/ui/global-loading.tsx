import { useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { loadingCounter } from '../../lib/loading-counter.ts';

/** Shared counter API for other slices: loadingCounter.increment()/decrement()/track(promise). */
export { loadingCounter };

export function useGlobalLoading(): boolean {
  const count = useSyncExternalStore(
    loadingCounter.subscribe,
    () => loadingCounter.count,
    () => 0,
  );
  const navigation = useNavigation();
  return count > 0 || navigation.state !== 'idle';
}

/** A thin bar at the top of the page while anything loads (counter above zero or a navigation). */
export function GlobalLoadingIndicator() {
  const loading = useGlobalLoading();
  const t = useT();
  return (
    <div className={loading ? 'global-loading is-loading' : 'global-loading'} aria-hidden={!loading}>
      {loading ? <span className="visually-hidden">{t('common.loading')}</span> : null}
    </div>
  );
}
