import { data, Link, useLoaderData } from 'react-router';
import { idParamsSchema } from '../../shared/params.ts';
import { normalizeDigits } from '../../shared/limits.ts';
import { readingMeta } from '../features/blog/meta.ts';
import { isNotFoundError } from '../features/blog/not-found.ts';
import { guidePath } from '../features/blog/paths.ts';
import { sectionAnchor } from '../features/guides/guide-sections.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import blogCss from '../styles/blog.css?url';
import type { Route } from './+types/show-user-guide';
import type { StylesHandle } from '../lib/page-styles.tsx';

export const handle: StylesHandle = { styles: [blogCss] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = idParamsSchema.safeParse({ id: normalizeDigits(params.id ?? '') });
  if (!parsed.success) throw data(null, { status: 404 });
  try {
    const guide = await context.services.guides.getGuide({
      cityId: context.config.cityId,
      lang: context.lang,
      id: parsed.data.id,
    });
    return { guide, messages: messagesFor(context.lang, 'guides') };
  } catch (error) {
    if (isNotFoundError(error)) throw data(null, { status: 404 });
    throw error;
  }
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
