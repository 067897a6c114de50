import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ContactChannel, revealParam } from '#shared/listings/definition.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import { useT } from '../../lib/i18n.ts';
import { telHref } from '../../lib/tel.ts';
import { ContactRelayForm } from './contact-relay-form.tsx';

/**
 * The pieces every listing kind's page shares. `ns` is the page's catalog prefix (`market.show`,
 * `jobs.show`) holding its words for them: `pending`, `rejected`, `unavailable`, `unavailableBody`,
 * `details`, `posted`, and for the poster's contact `contactTitle`, `showContact`, `call`, `email`,
 * `noContact`.
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

/** A named poster's phone and e-mail as the page shows them (null: the kind has none, or none given). */
export type PosterContactDetails = Record<ContactChannel, string | null>;

/** The id of the contact section: the "show contact" link comes back to it. */
export const posterContactId = 'poster-contact';

/**
 * How a reader reaches the poster, the same on every kind's page: for an anonymous post the contact
 * relay form (its contact never reached the page); for a named one a link that asks for the phone
 * and e-mail (`?reveal=1`, so it works without JavaScript), then a call and a mail button. The host
 * route adds `contactRelayStyles` to its styles and sends the `relay` catalog namespace.
 */
export function PosterContact({
  ns,
  post,
  contact,
  hasContact,
}: {
  ns: string;
  post: { id: number; url: string; anonymous: boolean; is_owner: boolean; available: boolean };
  /** The details once asked for (see `posterContact`), else null. */
  contact: PosterContactDetails | null;
  hasContact: boolean;
}) {
  const t = useT();
  // an ended post (sold, closed, expired) keeps its page, but nobody is sent to its poster
  if (!post.available && !post.is_owner) return null;
  if (post.anonymous && !post.is_owner) return <ContactRelayForm listingId={post.id} returnTo={post.url} />;
  return (
    <section id={posterContactId} className="product-contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t(`${ns}.contactTitle`)}</h2>
      {contact ? (
        <p className="poster-contact-links">
          {contact.phone ? (
            <a href={telHref(contact.phone)} className="btn btn-primary">
              {/* the number and address read left to right inside an Arabic sentence */}
              {t(`${ns}.call`, { phone: `\u2066${contact.phone}\u2069` })}
            </a>
          ) : null}
          {contact.email ? (
            <a href={`mailto:${contact.email}`} className="btn btn-outline">
              {t(`${ns}.email`, { email: `\u2066${contact.email}\u2069` })}
            </a>
          ) : null}
        </p>
      ) : hasContact ? (
        <Link
          to={`?${revealParam}=1#${posterContactId}`}
          replace
          preventScrollReset
          rel="nofollow"
          className="btn btn-primary"
        >
          {t(`${ns}.showContact`)}
        </Link>
      ) : (
        <p>{t(`${ns}.noContact`)}</p>
      )}
    </section>
  );
}
