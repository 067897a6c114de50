import { useT } from '../../lib/i18n.ts';
import type { GeneralSettings } from './shell-data.ts';
import { StatesGrid } from './states-grid.tsx';

/** Home's "Discover Other States" section (same Coming Soon rule as the header menu). */
export function DiscoverStates({ states }: { states: GeneralSettings['navbar']['states'] }) {
  const t = useT();
  if (!states.length) return null;
  return (
    <section className="section discover-states" aria-labelledby="discover-states-title">
      <div className="container">
        <h2 id="discover-states-title">{t('common.states.discoverTitle')}</h2>
        <p className="lead">{t('common.states.discoverBody')}</p>
        <StatesGrid states={states} />
      </div>
    </section>
  );
}
