import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

/** Home › Marketplace › …: links for the way back, the last crumb is the page itself. */
export function MarketBreadcrumb({ trail }: { trail: Array<{ to: string; label: string }> }) {
  const t = useT();
  return (
    <nav className="market-breadcrumb" aria-label={t('market.breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('market.home')}</Link>
        </li>
        {trail.map((crumb, i) => (
          <li key={crumb.to}>
            {i === trail.length - 1 ? (
              <span aria-current="page" dir="auto">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} dir="auto">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
