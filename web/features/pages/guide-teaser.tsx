import { Link } from 'react-router';
import type { GuideTeaserView } from '#server/modules/home/home.presenter.ts';
import { useT } from '../../lib/i18n.ts';

/** A few user-guide entries on the home page, linking to the guides. */
export function GuideTeaser({ guides }: { guides: GuideTeaserView[] }) {
  const t = useT();
  if (!guides.length) return null;
  return (
    <section className="home-section guide-teaser" aria-labelledby="guide-teaser-title">
      <h2 id="guide-teaser-title">{t('home.guides.title')}</h2>
      <p className="guide-teaser__intro">{t('home.guides.intro')}</p>
      <ul className="guide-teaser__list">
        {guides.map((guide) => (
          <li key={guide.id} className="guide-teaser__item">
            <h3 dir="auto">
              <Link to={`/Show-User-Guide/${guide.id}/${encodeURIComponent(guide.slug)}`}>{guide.title}</Link>
            </h3>
            <p dir="auto">{guide.summary}</p>
          </li>
        ))}
      </ul>
      <Link className="guide-teaser__all" to="/User-Guide">
        {t('home.guides.all')}
      </Link>
    </section>
  );
}
