import { data, Form, Link, redirect, useLoaderData } from 'react-router';
import { searchKeywordSchema } from '#server/modules/search/search.schemas.ts';
import { createTranslator } from '#shared/i18n/format.ts';
import { limits } from '#shared/limits.ts';
import { isListingKind, listingKinds } from '#shared/listings/kinds.ts';
import { toListingCard } from '../features/listings/card.server.ts';
import { ListingCard } from '../features/listings/listing-card.tsx';
import marketCss from '../styles/market.css?url';
import { readingMeta } from '../lib/reading-meta.ts';
import { pageFromUrl } from '../lib/page-number.server.ts';
import { Pagination } from '../lib/pagination.tsx';
import { highlight } from '../features/search/highlight.tsx';
import { type SearchTypeParam, searchPath, searchTypeParams } from '../features/search/paths.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import blogCss from '../styles/blog.css?url';
import type { Route } from './+types/search-result';
import type { StylesHandle } from '../lib/page-styles.tsx';

export const handle: StylesHandle = { styles: [blogCss, marketCss] };

const types = searchTypeParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const type = (params.type ?? 'all') as SearchTypeParam;
  if (!types.includes(type)) throw data(null, { status: 404 });
  // the no-JavaScript search form submits ?q=…: move the words into the path
  const submitted = url.searchParams.get('q');
  if (submitted !== null) {
    const words = submitted.trim();
    throw redirect(searchPath(words || (params.keyword ?? ''), type));
  }
  const page = pageFromUrl(url);
  if (page === null) throw data(null, { status: 404 });
  const messages = messagesFor(context.lang, 'search', 'blog', 'market');
  const t = createTranslator(context.lang, messages);
  const raw = params.keyword ?? '';
  const parsed = searchKeywordSchema.safeParse(raw);
  if (!parsed.success) {
    const errorKey = parsed.error.issues[0]?.message ?? 'validation.invalid';
    return data(
      {
        keyword: raw.slice(0, limits.searchMax),
        type,
        errorKey,
        result: null,
        cards: {},
        messages,
        title: t('search.invalid'),
        description: '',
      },
      { status: 400 },
    );
  }
  const keyword = parsed.data;
  const result = await context.services.search.search({
    cityId: context.config.cityId,
    lang: context.lang,
    q: keyword,
    type,
    page,
  });
  if (page > result.last_page) throw data(null, { status: 404 });
  // listing hits show as the listing card (photo, price, place), read through the listed rule
  const cards = new Map<string, ReturnType<typeof toListingCard>>();
  // a business's card says whether it is open now instead of a price
  const clock = { now: new Date(), timeZone: context.config.timeZone };
  for (const kind of listingKinds) {
    const ids = result.items.filter((hit) => hit.type === kind).map((hit) => hit.id);
    if (!ids.length) continue;
    const listings = await context.services.listings.listedByIds({
      cityId: context.config.cityId,
      kind,
      ids,
    });
    for (const listing of listings)
      cards.set(`${kind}-${listing.id}`, toListingCard(context.lang, listing, { clock }));
  }
  return {
    keyword,
    type,
    errorKey: null,
    result,
    cards: Object.fromEntries(cards),
    messages,
    title: t('search.metaTitle', { keyword }),
    description: t('search.description', { keyword }),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, {
    title: d.title,
    description: d.description || undefined,
    path: searchPath(d.keyword, d.type, d.result?.page ?? 1),
  });
  // result pages are for people, not for the index
  return [...tags, { name: 'robots', content: 'noindex, follow' }];
};

export default function SearchResultPage() {
  const { keyword, type, errorKey, result, cards } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="reading-page">
      <header className="reading-header">
        <h1>
          {/* FSI…PDI isolates the keyword so Arabic words inside an English title (and back) keep their order */}
          {errorKey ? t('search.invalid') : t('search.title', { keyword: `\u2068${keyword}\u2069` })}
        </h1>
        {result ? (
          <p className="search-count" role="status">
            {t('search.count', { count: result.total })}
          </p>
        ) : null}
      </header>

      <Form method="get" className="search-form" role="search" aria-label={t('search.formLabel')}>
        <label htmlFor="search-q">{t('search.inputLabel')}</label>
        <div className="search-row">
          <input
            id="search-q"
            name="q"
            type="search"
            dir="auto"
            defaultValue={keyword}
            maxLength={limits.searchMax}
            required
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? 'search-error' : undefined}
          />
          <button type="submit" className="search-submit">
            {t('search.submit')}
          </button>
        </div>
        {errorKey ? (
          <p id="search-error" className="field-error">
            {t(errorKey)}
          </p>
        ) : null}
      </Form>

      {result ? (
        <>
          <nav className="search-filters" aria-label={t('search.filtersLabel')}>
            <ul>
              {types.map((option) => (
                <li key={option}>
                  <Link to={searchPath(keyword, option)} aria-current={option === type ? 'page' : undefined}>
                    {t(`search.types.${option}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {result.items.length ? (
            <ul className="search-results" aria-label={t('search.resultsLabel')}>
              {result.items.map((item) => {
                const card = isListingKind(item.type) ? cards[`${item.type}-${item.id}`] : undefined;
                return card ? (
                  <li key={`${item.type}-${item.id}`} className="search-hit search-hit-listing">
                    <ListingCard listing={card} layout="row" sizes="8rem" />
                  </li>
                ) : (
                  <li key={`${item.type}-${item.id}`} className="search-hit">
                    {item.image ? (
                      <img
                        src={item.image}
                        alt=""
                        width={160}
                        height={90}
                        loading="lazy"
                        decoding="async"
                        className="search-hit-image"
                      />
                    ) : null}
                    <div>
                      <p className="search-hit-kind">{t(`search.kind.${item.type}`)}</p>
                      <h2 dir="auto">
                        <Link to={item.url}>{highlight(item.title, keyword)}</Link>
                      </h2>
                      <p dir="auto">{highlight(item.excerpt, keyword)}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <section className="search-empty" aria-labelledby="empty-heading">
              <h2 id="empty-heading">{t('search.emptyTitle')}</h2>
              <p>{t('search.emptyBody')}</p>
              <p className="search-empty-links">
                <Link to="/Blog">{t('search.browseBlog')}</Link>
                <Link to="/User-Guide">{t('search.browseGuide')}</Link>
              </p>
            </section>
          )}
          <Pagination
            page={result.page}
            lastPage={result.last_page}
            hrefFor={(p) => searchPath(keyword, type, p)}
            messages="search.pagination"
          />
        </>
      ) : null}
    </main>
  );
}
