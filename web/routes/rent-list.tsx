import { Link, useLoaderData, useLocation } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { rentAccommodationTypes, rentGenders, rentKind, rentLookingListPath } from '#shared/listings/rent.ts';
import { listKindForPage } from '../features/listings/product-list.server.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { CardListGrid } from '../features/listings/card-list.tsx';
import { cardListOf } from '../features/listings/card-list.server.ts';
import { withQuery } from '../features/listings/paths.ts';
import { FilterForm } from '../features/listings/filter-form.tsx';
import { EmptyList, FilterPanel, ListPager, RefusedFilters } from '../features/listings/list-parts.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import type { StylesHandle } from '../lib/page-styles.tsx';
import marketCss from '../styles/market.css?url';
import marketBrowseCss from '../styles/market-browse.css?url';
import rentCss from '../styles/rent.css?url';
import type { Route } from './+types/rent-list';

export const handle: StylesHandle = { styles: [marketCss, marketBrowseCss, rentCss] };

const perPage = 24;

/** The rentals' filters, the list's query names (the same as GET /listings?kind=rent). */
const rentFilterFields = [
  'accommodation_type',
  'city',
  'living_area',
  'price_min',
  'price_max',
  'bedrooms_min',
  'bathrooms_min',
  'gender',
  'shared_bathroom',
] as const;
const rentQueryFields = [...rentFilterFields, 'sort', 'cursor'] as const;

/**
 * The two rental lists of §2: places for rent at /rents and people looking for one at /Rent, one
 * page with the post type fixed by the address, filters in the URL (a GET form that works without
 * JavaScript), keyset pages and a Save button on each card.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const looking = url.pathname.toLowerCase().replace(/\/+$/, '') === rentLookingListPath.toLowerCase();
  const base = looking ? rentLookingListPath : rentKind.paths.list;
  const messages = messagesFor(context.lang, 'rent', 'market', 'listings', 'validation', 'favorites');
  const t = createTranslator(context.lang, messages);
  const { query, refused, page } = await listKindForPage(context, {
    kind: 'rent',
    url,
    fields: rentQueryFields,
    perPage,
    t,
    fixed: { post_type: looking ? 'looking_for' : 'for_rent' },
  });
  const { cursor, ...withoutCursor } = query;
  return {
    messages,
    looking,
    base,
    query,
    refused,
    cards: await cardListOf(
      context,
      page.items.map((listing, i) => toListingCard(context.lang, listing, { isLcp: i === 0 && !cursor })),
    ),
    nextPath: page.next_cursor ? withQuery(base, { ...withoutCursor, cursor: page.next_cursor }) : null,
    firstPath: cursor ? withQuery(base, withoutCursor) : null,
    canonicalPath: withQuery(base, withoutCursor),
    title: t(looking ? 'rent.list.lookingTitle' : 'rent.list.offersTitle'),
    description: t(looking ? 'rent.list.lookingDescription' : 'rent.list.offersDescription'),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.canonicalPath });
  return d.firstPath || d.refused.length ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function RentListPage() {
  const { cards, query, refused, nextPath, firstPath, title, description, looking, base } =
    useLoaderData<typeof loader>();
  const t = useT();
  const location = useLocation();
  const activeFilters = rentFilterFields.filter((f) => query[f] !== undefined).length;
  return (
    <main id="main" className="market-page rent-page">
      <MarketBreadcrumb trail={[{ to: base, label: title }]} />
      <header className="market-header">
        <h1 dir="auto">{title}</h1>
        <p>{description}</p>
        <nav className="rent-tabs" aria-label={t('rent.list.tabs')}>
          <Link
            to={rentKind.paths.list}
            aria-current={looking ? undefined : 'page'}
            className="btn btn-sm btn-outline"
          >
            {t('rent.list.offersTitle')}
          </Link>
          <Link
            to={rentLookingListPath}
            aria-current={looking ? 'page' : undefined}
            className="btn btn-sm btn-outline"
          >
            {t('rent.list.lookingTitle')}
          </Link>
        </nav>
        <p className="rent-post">
          <Link
            to={looking ? rentKind.formEntries[0].path : rentKind.paths.create}
            className="btn btn-sm btn-primary"
          >
            {t(looking ? 'rent.list.postLooking' : 'rent.list.postOffer')}
          </Link>
        </p>
      </header>
      <RefusedFilters refused={refused} ns="rent.list" labelOf={(f) => `rent.filters.${f}`} />
      <RentFilters key={location.search} base={base} activeFilters={activeFilters} />
      {cards.count ? (
        <CardListGrid list={cards} headingLevel={2} lcpFirst={!firstPath} label={t('rent.list.listLabel')} />
      ) : (
        <EmptyList ns="rent.list" clearPath={activeFilters ? base : null} />
      )}
      <ListPager ns="rent.list" firstPath={firstPath} nextPath={nextPath} />
    </main>
  );
}

/** The filter form: a GET form whose fields are the list's query, so every result is a link. */
function RentFilters({ base, activeFilters }: { base: string; activeFilters: number }) {
  const { query } = useLoaderData<typeof loader>();
  const t = useT();
  const select = (
    name: 'accommodation_type' | 'gender' | 'shared_bathroom',
    options: Array<[string, string]>,
  ) => (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{t(`rent.filters.${name}`)}</label>
      <select id={`filter-${name}`} name={name} defaultValue={query[name] ?? ''}>
        <option value="">{t('rent.filters.any')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
  const input = (name: (typeof rentFilterFields)[number], numeric: boolean, maxLength: number) => (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{t(`rent.filters.${name}`)}</label>
      <input
        id={`filter-${name}`}
        name={name}
        // text, not number: Arabic-Indic digits (١٢٣) are read by the server
        inputMode={numeric ? 'decimal' : undefined}
        dir={numeric ? 'ltr' : 'auto'}
        maxLength={maxLength}
        defaultValue={query[name]}
      />
    </div>
  );
  return (
    <FilterForm action={base} className="market-filters" aria-label={t('rent.filters.label')}>
      <FilterPanel ns="rent" activeFilters={activeFilters} sort={query.sort} resetPath={base}>
        {select(
          'accommodation_type',
          rentAccommodationTypes.map((v) => [v, t(`rent.type.${v}`)]),
        )}
        {input('city', false, 80)}
        {input('living_area', false, 120)}
        {input('price_min', true, 14)}
        {input('price_max', true, 14)}
        {input('bedrooms_min', true, 4)}
        {input('bathrooms_min', true, 4)}
        {select(
          'gender',
          rentGenders.map((v) => [v, t(`rent.gender.${v}`)]),
        )}
        {select('shared_bathroom', [
          ['1', t('rent.filters.sharedYes')],
          ['0', t('rent.filters.sharedNo')],
        ])}
      </FilterPanel>
    </FilterForm>
  );
}
