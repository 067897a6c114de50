import { Link, useLoaderData } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { productKind } from '#shared/listings/product.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import { ListingGrid } from '../features/listings/listing-grid.tsx';
import { marketHomePath, productsListPath, subCategoryPath } from '../features/listings/paths.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketBrowseCss from '../styles/market-browse.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/market-place';
import { withSavedState } from '../features/favorites/saved-state.server.ts';

export const handle: StylesHandle = { styles: [marketCss, marketBrowseCss] };

const newestCount = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const cityId = context.config.cityId;
  const [categories, newest] = await Promise.all([
    context.services.categories.marketCategories(cityId, context.lang),
    context.services.listings.listPublished({ cityId, kind: 'product', perPage: newestCount, filters: {} }),
  ]);
  const messages = messagesFor(context.lang, 'market', 'favorites');
  const t = createTranslator(context.lang, messages);
  return {
    messages,
    categories: categories.map((c) => ({ id: c.id, name: c.name, subCount: c.sub_categories.length })),
    newest: await withSavedState(
      context,
      newest.items.map((listing) => toListingCard(context.lang, listing)),
    ),
    title: t('market.title'),
    description: t('market.description'),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d ? readingMeta(matches, { title: d.title, description: d.description, path: marketHomePath }) : [];

/** The marketplace home: its main categories as a grid of links, and the newest posts. */
export default function MarketPlacePage() {
  const { categories, newest } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="market-page">
      <MarketBreadcrumb trail={[{ to: marketHomePath, label: t('market.title') }]} />
      <header className="market-header market-hero">
        <h1>{t('market.title')}</h1>
        <p className="market-intro">{t('market.intro')}</p>
        <p className="market-hero-actions">
          <Link to={productsListPath} className="btn btn-primary">
            {t('market.browseAll')}
          </Link>
          <Link to={productKind.paths.create} className="btn btn-outline">
            {t('market.postProduct')}
          </Link>
        </p>
      </header>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t('market.categoriesTitle')}</h2>
        {categories.length ? (
          <ul className="market-category-grid" aria-label={t('market.categoriesLabel')}>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={subCategoryPath(c.id)} className="market-category">
                  <span className="market-category-name" dir="auto">
                    {c.name}
                  </span>
                  <span className="market-category-count">{t('market.subCount', { count: c.subCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t('market.noCategories')}</p>
        )}
      </section>
      {newest.length ? (
        <section aria-labelledby="newest-heading" className="market-newest">
          <div className="market-section-head">
            <h2 id="newest-heading">{t('market.newest')}</h2>
            <Link to={productsListPath}>
              {t('market.seeAll')}{' '}
              <span className="arrow" aria-hidden="true">
                ›
              </span>
            </Link>
          </div>
          <ListingGrid items={newest} />
        </section>
      ) : null}
    </main>
  );
}
