import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listingSorts } from '#shared/listings/sorts.ts';
import { useFormatNumber, useT } from '../../lib/i18n.ts';
import type { RefusedFilter } from './product-list.server.ts';

/**
 * The pieces every listing kind's list page shares around its cards. `ns` is the page's catalog
 * prefix (`market.products`, `jobs.list`): each names its own words for the same parts.
 */

/** The filter values the list could not use, each with its translated message. */
export function RefusedFilters({
  refused,
  ns,
  labelOf,
}: {
  refused: RefusedFilter[];
  ns: string;
  /** The catalog key of a refused field's label. */
  labelOf: (field: string) => string;
}) {
  const t = useT();
  if (!refused.length) return null;
  return (
    <div className="alert alert-warning" role="alert">
      <p>{t(`${ns}.invalidFilters`)}</p>
      <ul>
        {refused.map((r) => (
          <li key={r.field}>
            {t(labelOf(r.field))}: {r.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** No post matches: says so, and offers to clear the filters when some are on. */
export function EmptyList({ ns, clearPath }: { ns: string; clearPath: string | null }) {
  const t = useT();
  return (
    <section className="empty-state market-empty" aria-labelledby="empty-heading">
      <h2 id="empty-heading">{t(`${ns}.emptyTitle`)}</h2>
      <p>{t(`${ns}.emptyBody`)}</p>
      {clearPath ? (
        <p>
          <Link to={clearPath} className="btn btn-outline">
            {t(`${ns}.clearFilters`)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Keyset paging: back to the first page, and the next one (links, so it works without JavaScript). */
export function ListPager({
  ns,
  firstPath,
  nextPath,
}: {
  ns: string;
  firstPath: string | null;
  nextPath: string | null;
}) {
  const t = useT();
  if (!nextPath && !firstPath) return null;
  return (
    <nav className="market-pager" aria-label={t(`${ns}.pagination`)}>
      {firstPath ? (
        <Link to={firstPath} className="btn btn-outline">
          {t(`${ns}.first`)}
        </Link>
      ) : null}
      {nextPath ? (
        <Link to={nextPath} rel="next" className="btn btn-primary">
          {t(`${ns}.next`)}{' '}
          <span className="arrow" aria-hidden="true">
            ›
          </span>
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The filter form's foldable panel (open while some filters are on) and, under it, the sort select,
 * the submit and the reset link. `ns` is the kind's prefix holding `filters.*` and `sort.*`.
 */
export function FilterPanel({
  ns,
  activeFilters,
  sort,
  resetPath,
  children,
}: {
  ns: string;
  activeFilters: number;
  sort: string | undefined;
  resetPath: string;
  children: ReactNode;
}) {
  const t = useT();
  const formatNumber = useFormatNumber();
  return (
    <>
      <details className="market-filters-panel" open={activeFilters > 0}>
        <summary>
          {t(`${ns}.filters.toggle`)}
          {activeFilters ? (
            <span className="market-filters-count"> ({formatNumber(activeFilters)})</span>
          ) : null}
        </summary>
        <div className="market-filters-grid">{children}</div>
      </details>
      <div className="market-sortbar">
        <div className="field">
          <label htmlFor="filter-sort">{t(`${ns}.filters.sort`)}</label>
          <select id="filter-sort" name="sort" defaultValue={sort ?? 'newest'}>
            {listingSorts.map((s) => (
              <option key={s} value={s}>
                {t(`${ns}.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t(`${ns}.filters.apply`)}
        </button>
        {activeFilters || sort ? (
          <Link to={resetPath} className="btn btn-outline">
            {t(`${ns}.filters.reset`)}
          </Link>
        ) : null}
      </div>
    </>
  );
}
