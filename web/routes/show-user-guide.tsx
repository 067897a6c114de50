import { Link, useLoaderData } from 'react-router';
import { readingMeta } from '../lib/reading-meta.ts';
import { loadDetailOr404 } from '../lib/detail-loader.server.ts';
import { guidePath } from '../features/blog/paths.ts';
import { sectionAnchor } from '../features/guides/guide-sections.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import blogCss from '../styles/blog.css?url';
import type { Route } from './+types/show-user-guide';
import type { StylesHandle } from '../lib/page-styles.tsx';

export const handle: StylesHandle = { styles: [blogCss] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const guide = await loadDetailOr404(params.id, (id) =>
    context.services.guides.getGuide({ cityId: context.config.cityId, lang: context.lang, id }),
  );
  return { guide, messages: messagesFor(context.lang, 'guides') };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? readingMeta(matches, { title: d.guide.title, description: d.guide.excerpt, path: guidePath(d.guide) })
    : [];

export default function ShowUserGuidePage() {
  const { guide } = useLoaderData<typeof loader>();
  const t = useT();
  const sectionName = t(`guides.sections.${guide.section}`);
  const sectionHref = `/User-Guide#${sectionAnchor(guide.section)}`;
  return (
    <main id="main" className="reading-page">
      <nav className="breadcrumb" aria-label={t('guides.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('guides.home')}</Link>
          </li>
          <li>
            <Link to="/User-Guide">{t('guides.title')}</Link>
          </li>
          <li>
            <Link to={sectionHref}>{sectionName}</Link>
          </li>
        </ol>
      </nav>
      <article className="guide-entry">
        <h1 dir="auto">{guide.title}</h1>
        <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: guide.body }} />
      </article>
      {guide.siblings.length ? (
        <section className="guide-siblings" aria-labelledby="siblings-heading">
          <h2 id="siblings-heading">{t('guides.inThisSection', { section: sectionName })}</h2>
          <ul className="guide-list">
            {guide.siblings.map((s) => (
              <li key={s.id}>
                <Link to={guidePath(s)} dir="auto">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to="/User-Guide" className="back-link">
          <span className="arrow" aria-hidden="true">
            ‹
          </span>{' '}
          {t('guides.backToGuide')}
        </Link>
      </p>
    </main>
  );
}
