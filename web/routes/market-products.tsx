import { useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { productConditions, productPostTypes } from '#shared/listings/product.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import { CardListGrid } from '../features/listings/card-list.tsx';
import { cardListOf } from '../features/listings/card-list.server.ts';
import { FilterForm } from '../features/listings/filter-form.tsx';
import { EmptyList, FilterPanel, ListPager, RefusedFilters } from '../features/listings/list-parts.tsx';
import {
  marketHomePath,
  productFilterFields,
  productsListPath,
  productsPath,
} from '../features/listings/paths.ts';
import { listProductsForPage } from '../features/listings/product-list.server.ts';
import { DeferredBoundary, deferredOf, useDeferred } from '../lib/deferred-data.tsx';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketBrowseCss from '../styles/market-browse.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/market-products';

export const handle: StylesHandle = { styles: [marketCss, marketBrowseCss] };

// 20, not 24 as the other lists: a product card (photo, price, place, condition) is the heaviest,
// and 24 of them put the first response past 14 KB in Arabic (decision 061)
const perPage = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = messagesFor(context.lang, 'market', 'listings', 'validation', 'favorites');
  const t = createTranslator(context.lang, messages);
  const url = new URL(request.url);
  const [categories, { query, refused, page }] = await Promise.all([
    context.services.categories.marketCategories(context.config.cityId, context.lang),
    listProductsForPage(context, url, perPage, t),
  ]);
  const main = categories.find((c) => String(c.id) === query.main_category_id);
  const sub = categories.flatMap((c) => c.sub_categories).find((s) => String(s.id) === query.sub_category_id);
  const heading = sub ?? main;
  const { cursor, ...withoutCursor } = query;
  return {
    messages,
    // the filter's categories are drawn in its <select>s: not sent twice on a page load
    categories: deferredOf(context, categories),
    query,
    refused,
    cards: await cardListOf(
      context,
      page.items.map((listing, i) => toListingCard(context.lang, listing, { isLcp: i === 0 && !cursor })),
    ),
    nextPath: page.next_cursor ? productsPath({ ...withoutCursor, cursor: page.next_cursor }) : null,
    firstPath: cursor ? productsPath(withoutCursor) : null,
    canonicalPath: productsPath(withoutCursor),
    title: heading ? t('market.products.titleIn', { category: heading.name }) : t('market.products.title'),
    description: t('market.products.description'),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.canonicalPath });
  // later pages of a list and refused addresses are for people; the first clean page is indexed
  return d.firstPath || d.refused.length ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function MarketProductsPage() {
  const data = useLoaderData<typeof loader>();
  const { cards, query, refused, nextPath, firstPath, title } = data;
  const t = useT();
  const location = useLocation();
  const activeFilters = productFilterFields.filter((f) => query[f] !== undefined).length;
  return (
    <main id="main" className="market-page">
      <MarketBreadcrumb
        trail={[
          { to: marketHomePath, label: t('market.title') },
          { to: productsListPath, label: t('market.products.title') },
        ]}
      />
      <header className="market-header">
        <h1 dir="auto">{title}</h1>
      </header>
      <RefusedFilters
        refused={refused}
        ns="market.products"
        labelOf={(f) => `market.filters.${filterLabel(f)}`}
      />
      {/* keyed by the address: a new search resets the fields to what the page now shows */}
      <DeferredBoundary of={data.categories}>
        <ProductFilters key={location.search} activeFilters={activeFilters} />
      </DeferredBoundary>
      {cards.count ? (
        <CardListGrid
          list={cards}
          headingLevel={2}
          lcpFirst={!firstPath}
          label={t('market.products.listLabel')}
        />
      ) : (
        <EmptyList ns="market.products" clearPath={activeFilters ? productsListPath : null} />
      )}
      <ListPager ns="market.products" firstPath={firstPath} nextPath={nextPath} />
    </main>
  );
}

/** The catalog label of a refused query field. */
function filterLabel(field: string) {
  const labels: Record<string, string> = {
    main_category_id: 'mainCategory',
    sub_category_id: 'subCategory',
    post_type: 'postType',
    condition: 'condition',
    year_from: 'yearFrom',
    year_to: 'yearTo',
    color: 'color',
    model: 'model',
    place: 'place',
    price_min: 'priceMin',
    price_max: 'priceMax',
    sort: 'sort',
  };
  return labels[field] ?? 'label';
}

/**
 * The filter form: a GET form whose fields are the list's query, so it works without JavaScript
 * and every result is a link. With JavaScript the sub-categories follow the chosen main category.
 */
function ProductFilters({ activeFilters }: { activeFilters: number }) {
  const data = useLoaderData<typeof loader>();
  const { query } = data;
  const categories = useDeferred(data.categories, (d) => d.categories as typeof data.categories);
  const t = useT();
  const [mainId, setMainId] = useState(query.main_category_id ?? '');
  const mains = mainId ? categories.filter((c) => String(c.id) === mainId) : categories;
  const text = (name: 'color' | 'model' | 'place', maxLength: number) => (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{t(`market.filters.${name}`)}</label>
      <input id={`filter-${name}`} name={name} dir="auto" maxLength={maxLength} defaultValue={query[name]} />
    </div>
  );
  const number = (name: 'year_from' | 'year_to' | 'price_min' | 'price_max', label: string) => (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{t(`market.filters.${label}`)}</label>
      <input
        id={`filter-${name}`}
        name={name}
        // text, not number: Arabic-Indic digits (١٢٣) are read by the server
        inputMode={name.startsWith('price') ? 'decimal' : 'numeric'}
        dir="ltr"
        maxLength={14}
        defaultValue={query[name]}
      />
    </div>
  );
  return (
    <FilterForm action={productsListPath} className="market-filters" aria-label={t('market.filters.label')}>
      <FilterPanel ns="market" activeFilters={activeFilters} sort={query.sort} resetPath={productsListPath}>
        <div className="field">
          <label htmlFor="filter-main">{t('market.filters.mainCategory')}</label>
          <select
            id="filter-main"
            name="main_category_id"
            value={mainId}
            onChange={(e) => setMainId(e.target.value)}
          >
            <option value="">{t('market.filters.any')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-sub">{t('market.filters.subCategory')}</label>
          <select
            id="filter-sub"
            name="sub_category_id"
            key={mainId}
            defaultValue={mainId === (query.main_category_id ?? '') ? query.sub_category_id : ''}
          >
            <option value="">{t('market.filters.any')}</option>
            {mains.map((c) => (
              <optgroup key={c.id} label={c.name}>
                {c.sub_categories.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-post-type">{t('market.filters.postType')}</label>
          <select id="filter-post-type" name="post_type" defaultValue={query.post_type ?? ''}>
            <option value="">{t('market.filters.any')}</option>
            {productPostTypes.map((p) => (
              <option key={p} value={p}>
                {t(`market.postType.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-condition">{t('market.filters.condition')}</label>
          <select id="filter-condition" name="condition" defaultValue={query.condition ?? ''}>
            <option value="">{t('market.filters.any')}</option>
            {productConditions.map((c) => (
              <option key={c} value={c}>
                {t(`market.condition.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {number('price_min', 'priceMin')}
        {number('price_max', 'priceMax')}
        {number('year_from', 'yearFrom')}
        {number('year_to', 'yearTo')}
        {text('color', 40)}
        {text('model', 80)}
        {text('place', 120)}
      </FilterPanel>
    </FilterForm>
  );
}
