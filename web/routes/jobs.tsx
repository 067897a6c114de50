import { Link, type MetaFunction, useLoaderData, useLocation } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { jobExperienceLevels, jobKind, jobSalaryTypes, jobTypes } from '#shared/listings/job.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import {
  jobFilterFields,
  jobListAt,
  jobQueryFields,
  jobsPath,
  shortCityName,
} from '../features/listings/job-paths.ts';
import { CardListGrid } from '../features/listings/card-list.tsx';
import { cardListOf } from '../features/listings/card-list.server.ts';
import { FilterForm } from '../features/listings/filter-form.tsx';
import { EmptyList, FilterPanel, ListPager, RefusedFilters } from '../features/listings/list-parts.tsx';
import { listKindForPage } from '../features/listings/product-list.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import type { StylesHandle } from '../lib/page-styles.tsx';
import marketCss from '../styles/market.css?url';
import marketBrowseCss from '../styles/market-browse.css?url';
import type { Route } from './+types/jobs';

export const handle: StylesHandle = { styles: [marketCss, marketBrowseCss] };

const perPage = 24;

/**
 * The jobs board's lists (mounted at /jobs for offers and /Job for people looking for work): the
 * core's list with the job filters in the address, so every result is a link and it works without
 * JavaScript. A bad filter value is dropped and named, never a 5xx.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = messagesFor(context.lang, 'jobs', 'market', 'listings', 'validation', 'favorites');
  const t = createTranslator(context.lang, messages);
  const url = new URL(request.url);
  const postType = jobListAt(url.pathname);
  const city = shortCityName(context.config.cityName[context.lang]);
  const { query, refused, page } = await listKindForPage(context, {
    kind: 'job',
    url,
    fields: jobQueryFields,
    perPage,
    t,
    fixed: { post_type: postType },
  });
  const { cursor, ...withoutCursor } = query;
  return {
    messages,
    postType,
    query,
    refused,
    cards: await cardListOf(
      context,
      page.items.map((listing) => toListingCard(context.lang, listing)),
    ),
    nextPath: page.next_cursor ? jobsPath(postType, { ...withoutCursor, cursor: page.next_cursor }) : null,
    firstPath: cursor ? jobsPath(postType, withoutCursor) : null,
    canonicalPath: jobsPath(postType, withoutCursor),
    title: t(postType === 'hiring' ? 'jobs.list.hiringTitle' : 'jobs.list.lookingTitle', { city }),
    description: t(postType === 'hiring' ? 'jobs.list.hiringDescription' : 'jobs.list.lookingDescription', {
      city,
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.canonicalPath });
  return d.firstPath || d.refused.length ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function JobsPage() {
  const { cards, query, refused, nextPath, firstPath, title, postType } = useLoaderData<typeof loader>();
  const t = useT();
  const location = useLocation();
  const activeFilters = jobFilterFields.filter((f) => query[f] !== undefined).length;
  return (
    <main id="main" className="market-page jobs-page">
      <MarketBreadcrumb trail={[{ to: jobsPath(postType), label: title }]} />
      <header className="market-header">
        <h1 dir="auto">{title}</h1>
        <nav className="jobs-tabs" aria-label={t('jobs.list.tabsLabel')}>
          {(['hiring', 'looking'] as const).map((type) => (
            <Link
              key={type}
              to={jobsPath(type)}
              className={type === postType ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
              aria-current={type === postType ? 'page' : undefined}
            >
              {t(type === 'hiring' ? 'jobs.list.hiringTab' : 'jobs.list.lookingTab')}
            </Link>
          ))}
        </nav>
        <p className="market-hero-actions">
          {postType === 'hiring' ? (
            <>
              <Link to={jobKind.paths.create} className="btn btn-outline btn-sm">
                {t('jobs.list.postHiring')}
              </Link>
              <Link to={jobKind.formEntries[0].path} className="btn btn-outline btn-sm">
                {t('jobs.list.postCompany')}
              </Link>
            </>
          ) : (
            <Link to={`${jobKind.paths.create}?post_type=looking`} className="btn btn-outline btn-sm">
              {t('jobs.list.postLooking')}
            </Link>
          )}
        </p>
      </header>
      <RefusedFilters refused={refused} ns="jobs.list" labelOf={(f) => `jobs.filters.${f}`} />
      <JobFilters key={location.search} activeFilters={activeFilters} />
      {cards.count ? (
        <CardListGrid list={cards} headingLevel={2} label={t('jobs.list.listLabel')} />
      ) : (
        <EmptyList ns="jobs.list" clearPath={activeFilters ? jobsPath(postType) : null} />
      )}
      <ListPager ns="jobs.list" firstPath={firstPath} nextPath={nextPath} />
    </main>
  );
}

/** The filter form: a GET form whose fields are the list's query (works without JavaScript). */
function JobFilters({ activeFilters }: { activeFilters: number }) {
  const { query, postType } = useLoaderData<typeof loader>();
  const t = useT();
  const choices = { job_type: jobTypes, salary_type: jobSalaryTypes, experience: jobExperienceLevels };
  const select = (name: keyof typeof choices) => (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{t(`jobs.filters.${name}`)}</label>
      <select id={`filter-${name}`} name={name} defaultValue={query[name] ?? ''}>
        <option value="">{t('jobs.filters.any')}</option>
        {choices[name].map((value) => (
          <option key={value} value={value}>
            {t(`jobs.${name}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
  const salary = (name: 'price_min' | 'price_max') => (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{t(`jobs.filters.${name}`)}</label>
      {/* text, not number: Arabic-Indic digits (١٢٣) are read by the server */}
      <input
        id={`filter-${name}`}
        name={name}
        inputMode="decimal"
        dir="ltr"
        maxLength={14}
        defaultValue={query[name]}
      />
    </div>
  );
  return (
    <FilterForm action={jobsPath(postType)} className="market-filters" aria-label={t('jobs.filters.label')}>
      <FilterPanel ns="jobs" activeFilters={activeFilters} sort={query.sort} resetPath={jobsPath(postType)}>
        {select('job_type')}
        {select('experience')}
        {select('salary_type')}
        {salary('price_min')}
        {salary('price_max')}
      </FilterPanel>
    </FilterForm>
  );
}
