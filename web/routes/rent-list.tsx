import { Form, Link, useLoaderData, useLocation } from 'react-router';
import { createTranslator } from '../../shared/i18n/format.ts';
import {
  rentAccommodationTypes,
  rentGenders,
  rentKind,
  rentLookingListPath,
} from '../../shared/listings/rent.ts';
import { listingSorts } from '../../shared/listings/sorts.ts';
import { listKindForPage } from '../features/listings/product-list.server.ts';
import { ListingGrid } from '../features/listings/listing-grid.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import type { StylesHandle } from '../lib/page-styles.tsx';
import marketCss from '../styles/market.css?url';
import rentCss from '../styles/rent.css?url';
import type { Route } from './+types/rent-list';

export const handle: StylesHandle = { styles: [marketCss, rentCss] };

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

/** The list at `base` with these query values; empty ones are left out (one canonical address). */
function rentListPath(base: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

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
    items: page.items.map((listing, i) =>
      toListingCard(context.lang, listing, { isLcp: i === 0 && !cursor }),
    ),
    nextPath: page.next_cursor ? rentListPath(base, { ...withoutCursor, cursor: page.next_cursor }) : null,
    firstPath: cursor ? rentListPath(base, withoutCursor) : null,
    canonicalPath: rentListPath(base, withoutCursor),
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
  const { items, query, refused, nextPath, firstPath, title, description, looking, base } =
    useLoaderData<typeof loader>();
  const t = useT();
  const location = useLocation();
  const activeFilters = rentFilterFields.filter((f) => query[f] !== undefined).length;
  return (
    <main id="main" className="market-page rent-page">
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
      {refused.length ? (
        <div className="alert alert-warning" role="alert">
          <p>{t('rent.list.invalidFilters')}</p>
          <ul>
            {refused.map((r) => (
              <li key={r.field}>
                {t(`rent.filters.${r.field}`)}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <RentFilters key={location.search} base={base} activeFilters={activeFilters} />
      {items.length ? (
        <ListingGrid items={items} headingLevel={2} lcpFirst={!firstPath} label={t('rent.list.listLabel')} />
      ) : (
        <section className="empty-state market-empty" aria-labelledby="empty-heading">
          <h2 id="empty-heading">{t('rent.list.emptyTitle')}</h2>
          <p>{t('rent.list.emptyBody')}</p>
          {activeFilters ? (
            <p>
              <Link to={base} className="btn btn-outline">
                {t('rent.list.clearFilters')}
              </Link>
            </p>
          ) : null}
        </section>
      )}
      {nextPath || firstPath ? (
        <nav className="market-pager" aria-label={t('rent.list.pagination')}>
          {firstPath ? (
            <Link to={firstPath} className="btn btn-outline">
              {t('rent.list.first')}
            </Link>
          ) : null}
          {nextPath ? (
            <Link to={nextPath} rel="next" className="btn btn-primary">
              {t('rent.list.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
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
    <Form method="get" action={base} className="market-filters" aria-label={t('rent.filters.label')}>
      <details className="market-filters-panel" open={activeFilters > 0}>
        <summary>
          {t('rent.filters.toggle')}
          {activeFilters ? <span className="market-filters-count"> ({activeFilters})</span> : null}
        </summary>
        <div className="market-filters-grid">
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
        </div>
      </details>
      <div className="market-sortbar">
        <div className="field">
          <label htmlFor="filter-sort">{t('rent.filters.sort')}</label>
          <select id="filter-sort" name="sort" defaultValue={query.sort ?? 'newest'}>
            {listingSorts.map((s) => (
              <option key={s} value={s}>
                {t(`market.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t('rent.filters.apply')}
        </button>
        {activeFilters || query.sort ? (
          <Link to={base} className="btn btn-outline">
            {t('rent.filters.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
