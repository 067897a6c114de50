import { Link, useLoaderData } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import { guidePath } from '../features/blog/paths.ts';
import { sectionAnchor } from '../features/guides/guide-sections.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import blogCss from '../styles/blog.css?url';
import type { Route } from './+types/user-guide';
import type { StylesHandle } from '../lib/page-styles.tsx';

export const handle: StylesHandle = { styles: [blogCss] };

export async function loader({ context }: Route.LoaderArgs) {
  const guides = await context.services.guides.listGuides({
    cityId: context.config.cityId,
    lang: context.lang,
  });
  const messages = messagesFor(context.lang, 'guides');
  const t = createTranslator(context.lang, messages);
  return { guides, messages, title: t('guides.title'), description: t('guides.description') };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d ? readingMeta(matches, { title: d.title, description: d.description, path: '/User-Guide' }) : [];

export default function UserGuidePage() {
  const { guides } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="reading-page">
      <header className="reading-header">
        <h1>{t('guides.title')}</h1>
        <p className="reading-intro">{t('guides.intro')}</p>
      </header>
      <nav className="guide-tabs" aria-label={t('guides.sectionsLabel')}>
        <ul>
          {guides.sections.map(({ section }) => (
            <li key={section}>
              <a href={`#${sectionAnchor(section)}`}>{t(`guides.sections.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {guides.sections.map(({ section, items }) => (
        <section
          key={section}
          id={sectionAnchor(section)}
          className="guide-section"
          aria-labelledby={`${sectionAnchor(section)}-heading`}
        >
          <h2 id={`${sectionAnchor(section)}-heading`}>{t(`guides.sections.${section}`)}</h2>
          {items.length ? (
            <ul className="guide-list">
              {items.map((item) => (
                <li key={item.id}>
                  <h3 dir="auto">
                    <Link to={guidePath(item)}>{item.title}</Link>
                  </h3>
                  <p dir="auto">{item.excerpt}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="reading-empty">{t('guides.emptySection')}</p>
          )}
        </section>
      ))}
    </main>
  );
}
