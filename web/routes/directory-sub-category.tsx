import { data, Form, Link, useLoaderData, useLocation } from 'react-router';
import { catalogMessages } from '#shared/i18n/catalog-modules.ts';
import { createTranslator } from '#shared/i18n/format.ts';
import { communityAttributes } from '#shared/listings/business.ts';
import type { OpenState } from '#shared/listings/opening-hours.ts';
import { subCategoryPath } from '../components/layout/shell-data.ts';
import { toListingCard } from '../features/listings/card.server.ts';
import { openLabelOf, type StoredHours } from '../features/business/hours.server.ts';
import { BusinessMapSlot } from '../features/business/map-slot.tsx';
import { businessQueryFields, categoryPath, typeOfKind } from '../features/business/paths.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { ListingGrid } from '../features/listings/listing-grid.tsx';
import { withSavedState } from '../features/favorites/saved-state.server.ts';
import { listKindForPage } from '../features/listings/product-list.server.ts';
import { idSchema } from '#shared/params.ts';
import { normalizeDigits } from '#shared/validation.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { listingCardSections } from '../features/listings/reading-sections.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketBrowseCss from '../styles/market-browse.css?url';
import businessBrowseCss from '../styles/business-browse.css?url';
import mapsCss from '../features/maps/maps.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/directory-sub-category';

export const handle: StylesHandle = { styles: [marketCss, marketBrowseCss, businessBrowseCss, mapsCss] };

const perPage = 24;

/** The list's address with these query values (empty ones left out). */
function listPath(base: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value) for (const part of key === 'community' ? value.split(',') : [value]) params.append(key, part);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idSchema.safeParse(normalizeDigits(params.id ?? ''));
  if (!id.success) throw data(null, { status: 404 });
  const cityId = context.config.cityId;
  const categories = await context.services.categories.listMenuCategories(cityId, context.lang);
  const main = categories.find((c) => c.sub_categories.some((s) => s.id === id.data));
  const sub = main?.sub_categories.find((s) => s.id === id.data);
  if (!main || !sub) throw data(null, { status: 404 });

  // the sections its components show (reading-sections.ts); the loader reads whole namespaces,
  // the filters' messages among them
  const messages = messagesFor(
    context.lang,
    'market.home',
    'market.breadcrumb',
    ...listingCardSections,
    'business.list',
    'business.category.title',
    'business.community',
    'maps',
  );
  const t = createTranslator(
    context.lang,
    catalogMessages(context.lang, 'business', 'market', 'listings', 'validation', 'maps'),
  );
  const url = new URL(request.url);
  const { query, refused, page } = await listKindForPage(context, {
    kind: 'business',
    url,
    fields: businessQueryFields,
    perPage,
    t,
    fixed: { sub_category_id: String(sub.id) },
  });
  const now = new Date();
  const timeZone = context.config.timeZone;
  const base = subCategoryPath(sub.name, sub.id, sub.type).replace(/\?.*$/, '');
  const kindParam = { Page: sub.type };
  const { cursor, ...filters } = query;
  return {
    messages,
    type: typeOfKind(main.type),
    main: { id: main.id, name: main.name },
    sub: { id: sub.id, name: sub.name, kind: sub.type },
    query,
    refused,
    items: await withSavedState(
      context,
      page.items.map((listing, i) =>
        toListingCard(context.lang, listing, { clock: { now, timeZone }, isLcp: i === 0 && !cursor }),
      ),
    ),
    markers: page.items.flatMap((listing) => {
      const location = listing.attributes.location as { lat?: unknown; lng?: unknown } | undefined;
      if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') return [];
      const open = openLabelOf(context.lang, t, listing.attributes as StoredHours, now, timeZone);
      return [
        {
          id: listing.id,
          title: listing.title,
          url: listing.url,
          lat: location.lat,
          lng: location.lng,
          open: (open?.state ?? null) as OpenState | null,
        },
      ];
    }),
    mapCenter: context.config.mapCenter,
    formAction: base,
    nextPath: page.next_cursor
      ? listPath(base, { ...kindParam, ...filters, cursor: page.next_cursor })
      : null,
    firstPath: cursor ? listPath(base, { ...kindParam, ...filters }) : null,
    canonicalPath: listPath(base, kindParam),
    title: sub.name,
    description: t('business.list.description', {
      category: sub.name,
      city: context.config.cityName[context.lang],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.canonicalPath });
  // filtered and later pages are for people; the plain first page is the one to index
  const filtered = d.firstPath || d.refused.length || Object.keys(d.query).length;
  return filtered ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

/**
 * A sub-category's businesses, newest first by keyset pages, filtered by 'open now' (in the city's
 * zone) and community features through a plain GET form (works without JavaScript), with the
 * map's place beside the list.
 */
export default function DirectorySubCategoryPage() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const location = useLocation();
  const chosen = new Set((d.query.community ?? '').split(',').filter(Boolean));
  const filtered = Boolean(d.query.open_now || d.query.community);
  return (
    <main id="main" className="market-page directory-page">
      <MarketBreadcrumb
        trail={[
          { to: categoryPath(d.type), label: t(`business.category.title.${d.type}`) },
          { to: d.canonicalPath, label: d.sub.name },
        ]}
      />
      <header className="market-header">
        <h1 dir="auto">{d.title}</h1>
        <p className="muted" dir="auto">
          {d.main.name}
        </p>
      </header>
      {d.refused.length ? (
        <div className="alert alert-warning" role="alert">
          <p>{t('business.list.invalidFilters')}</p>
          <ul>
            {d.refused.map((r) => (
              <li key={r.field}>
                {t(`business.list.filter.${r.field}`)}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* keyed by the address: a new search resets the boxes to what the page now shows */}
      <Form
        method="get"
        action={d.formAction}
        className="market-filters directory-filters"
        key={location.search}
      >
        <input type="hidden" name="Page" value={d.sub.kind} />
        <fieldset className="directory-filter-set">
          <legend>{t('business.list.filters')}</legend>
          <label className="directory-check">
            <input
              type="checkbox"
              name="open_now"
              value="1"
              defaultChecked={d.query.open_now !== undefined}
            />
            {t('business.list.openNow')}
          </label>
          {communityAttributes.map((feature) => (
            <label key={feature} className="directory-check">
              <input type="checkbox" name="community" value={feature} defaultChecked={chosen.has(feature)} />
              {t(`business.community.${feature}`)}
            </label>
          ))}
        </fieldset>
        <p className="directory-filter-actions">
          <button type="submit" className="btn btn-primary">
            {t('business.list.apply')}
          </button>
          {filtered ? (
            <Link to={d.canonicalPath} className="btn btn-outline">
              {t('business.list.clear')}
            </Link>
          ) : null}
        </p>
      </Form>
      <BusinessMapSlot markers={d.markers} center={d.mapCenter} />
      {d.items.length ? (
        <ListingGrid
          items={d.items}
          headingLevel={2}
          lcpFirst={!d.firstPath}
          label={t('business.list.listLabel')}
        />
      ) : (
        <section className="empty-state market-empty" aria-labelledby="empty-heading">
          {/* filters that leave nothing say so: the category itself may have businesses */}
          <h2 id="empty-heading">
            {t(filtered ? 'business.list.noMatchTitle' : 'business.list.emptyTitle')}
          </h2>
          <p>{t(filtered ? 'business.list.noMatchBody' : 'business.list.emptyBody')}</p>
        </section>
      )}
      {d.nextPath || d.firstPath ? (
        <nav className="market-pager" aria-label={t('business.list.pagination')}>
          {d.firstPath ? (
            <Link to={d.firstPath} className="btn btn-outline">
              {t('business.list.first')}
            </Link>
          ) : null}
          {d.nextPath ? (
            <Link to={d.nextPath} className="btn btn-primary">
              {t('business.list.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
