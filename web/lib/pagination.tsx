import { Link } from 'react-router';
import { useFormatNumber, useT } from './i18n.ts';

export interface PaginationProps {
  page: number;
  lastPage: number;
  /** The link of a page number (crawlable ?page=N links). */
  hrefFor: (page: number) => string;
  /** Catalog prefix holding label, previous, next, page, current (e.g. 'blog.pagination'). */
  messages: string;
}

/** Numbered page links with previous/next; a window of pages around the current one. */
export function Pagination({ page, lastPage, hrefFor, messages }: PaginationProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  if (lastPage <= 1) return null;
  const pages = new Set<number>([1, lastPage]);
  for (let p = Math.max(1, page - 2); p <= Math.min(lastPage, page + 2); p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push('gap');
    items.push(p);
  });
  return (
    <nav className="pagination" aria-label={t(`${messages}.label`)}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className="pagination-step">
              <span className="arrow" aria-hidden="true">
                ‹
              </span>{' '}
              {t(`${messages}.previous`)}
            </Link>
          </li>
        ) : null}
        {items.map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className="pagination-current" aria-current="page">
                  <span className="visually-hidden">{t(`${messages}.current`, { page: item })}</span>
                  <span aria-hidden="true">{formatNumber(item)}</span>
                </span>
              ) : (
                <Link to={hrefFor(item)} aria-label={t(`${messages}.page`, { page: item })}>
                  {formatNumber(item)}
                </Link>
              )}
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className="pagination-step">
              {t(`${messages}.next`)}{' '}
              <span className="arrow" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
