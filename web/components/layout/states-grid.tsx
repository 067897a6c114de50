import { useT } from '../../lib/i18n.ts';
import type { GeneralSettings } from './shell-data.ts';

type State = GeneralSettings['navbar']['states'][number];

/** A grid of states: one with a url opens its site in a new tab, one without says Coming Soon. */
export function StatesGrid({ states }: { states: State[] }) {
  const t = useT();
  return (
    <ul className="states-grid">
      {states.map((s) => (
        <li key={s.id}>
          {s.url ? (
            <a className="state-card" href={s.url} target="_blank" rel="noopener noreferrer">
              <img src={s.image} alt="" width={120} height={80} loading="lazy" />
              <span className="state-title">{s.title}</span>
              <span className="visually-hidden"> {t('common.header.opensNewTab')}</span>
            </a>
          ) : (
            <div className="state-card is-soon">
              <img src={s.image} alt="" width={120} height={80} loading="lazy" />
              <span className="state-title">{s.title}</span>
              <span className="badge">{t('common.header.comingSoon')}</span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
