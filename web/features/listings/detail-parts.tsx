import type { ReactNode } from 'react';
import type { ListingStatus } from '../../../shared/listings/statuses.ts';
import { useT } from '../../lib/i18n.ts';

/**
 * The pieces every listing kind's page shares. `ns` is the page's catalog prefix (`market.show`,
 * `jobs.show`) holding its words for them: `pending`, `rejected`, `unavailable`, `unavailableBody`,
 * `details`, `posted`.
 */

/** Why the reader sees a post others may not (waiting or refused), or that it has ended. */
export function ListingNotices({
  ns,
  status,
  available,
}: {
  ns: string;
  status: ListingStatus;
  available: boolean;
}) {
  const t = useT();
  return (
    <>
      {status === 'pending' || status === 'rejected' ? (
        <p className="alert alert-warning">{t(`${ns}.${status}`)}</p>
      ) : null}
      {!available ? (
        <div className="alert alert-warning product-unavailable" role="status">
          <p>
            <strong>{t(`${ns}.unavailable`)}</strong>
          </p>
          <p>{t(`${ns}.unavailableBody`)}</p>
        </div>
      ) : null}
    </>
  );
}

/**
 * The post's details as a list of terms: `rows` are [catalog key of the label, value], empty values
 * left out; user text sits in an isolate; the publication date closes the list.
 */
export function ListingDetails({
  ns,
  rows,
  publishedAt,
  publishedLabel,
  children,
}: {
  ns: string;
  rows: Array<[string, string | number | null]>;
  publishedAt: string | null;
  publishedLabel: string | null;
  /** More terms (a link) before the date. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="product-details" aria-labelledby="details-heading">
      <h2 id="details-heading">{t(`${ns}.details`)}</h2>
      <dl>
        {rows
          .filter(([, value]) => value !== null)
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        {children}
        {publishedAt && publishedLabel ? (
          <div>
            <dt>{t(`${ns}.posted`)}</dt>
            <dd>
              <time dateTime={publishedAt}>{publishedLabel}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
