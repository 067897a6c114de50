import { data, Link, useLoaderData } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { businessKind } from '#shared/listings/business.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { categoryPath, directoryTypeOf, directoryTypes } from '../features/business/paths.ts';
import { subCategoryPath } from '../components/layout/shell-data.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketBrowseCss from '../styles/market-browse.css?url';
import businessBrowseCss from '../styles/business-browse.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/directory-category';

export const handle: StylesHandle = { styles: [marketCss, marketBrowseCss, businessBrowseCss] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const type = directoryTypeOf(params.type);
  if (!type) throw data(null, { status: 404 });
  const kind = directoryTypes[type];
  // the same categories the header's Our Services menu shows
  const categories = await context.services.categories.listMenuCategories(
    context.config.cityId,
    context.lang,
    kind,
  );
  const messages = messagesFor(context.lang, 'business', 'market');
  const t = createTranslator(context.lang, messages);
  return {
    messages,
    type,
    categories: categories.map((main) => ({
      id: main.id,
      name: main.name,
      subs: main.sub_categories.map((sub) => ({
        id: sub.id,
        name: sub.name,
        path: subCategoryPath(sub.name, sub.id, kind),
      })),
    })),
    title: t(`business.category.title.${type}`),
    description: t(`business.category.intro.${type}`),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d ? readingMeta(matches, { title: d.title, description: d.description, path: categoryPath(d.type) }) : [];

/** Shops or service providers: their main categories, each with its sub-categories as links. */
export default function DirectoryCategoryPage() {
  const { type, categories, title, description } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="market-page directory-page">
      <MarketBreadcrumb trail={[{ to: categoryPath(type), label: title }]} />
      <header className="market-header market-hero">
        <h1>{title}</h1>
        <p className="market-intro">{description}</p>
        <p className="market-hero-actions">
          <Link to={businessKind.paths.create} className="btn btn-primary">
            {t('business.category.add')}
          </Link>
        </p>
      </header>
      {categories.length ? (
        <ul className="directory-category-grid" aria-label={t('business.category.listLabel')}>
          {categories.map((main) => (
            <li key={main.id} className="directory-category">
              <h2 dir="auto">{main.name}</h2>
              <p className="market-category-count">
                {t('business.category.subCount', { count: main.subs.length })}
              </p>
              <ul className="directory-subs">
                {main.subs.map((sub) => (
                  <li key={sub.id}>
                    <Link to={sub.path} dir="auto">
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('business.category.empty')}</p>
      )}
    </main>
  );
}
