import { useEffect } from 'react';
import { data, Form, Link, type MetaFunction, useLoaderData } from 'react-router';
import { listingKindAt, listingKindDefinition, listingKinds } from '#shared/listings/kinds.ts';
import { createTranslator } from '#shared/i18n/format.ts';
import { nextStatus } from '#shared/listings/lifecycle.ts';
import { rejectionSentence } from '#shared/rejection.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import { requirePageUser } from '../../features/account/session.server.ts';
import { outcomeOf } from '../../features/listings/posting/owner-outcomes.ts';
import { clearFormDraft } from '../../features/listings/posting/form-draft.ts';
import { businessHoursPath } from '../../features/business/paths.ts';
import { takeFlash } from '../../lib/flash.server.ts';
import { formatPostDate } from '../../lib/format-date.ts';
import { formatPrice } from '../../lib/format-price.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import type { Route } from './+types/my-posts';

/** Own-post pages, one per listing kind (routes.ts mounts this file at each kind's path). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'My posts' }];

/** The badge colour of each status: live, waiting, refused, or over. */
const badgeOf: Record<ListingStatus, string> = {
  published: 'badge-success',
  pending: 'badge-warning',
  rejected: 'badge-danger',
  expired: 'badge-muted',
  sold: 'badge-muted',
  closed: 'badge-muted',
};

/** What the owner may do with a post in this status, from the one status machine. */
function actionsFor(status: ListingStatus, endStatus: 'sold' | 'closed') {
  const can = (action: 'edit' | 'end' | 'renew') =>
    nextStatus(status, action, { trusted: false, endStatus }) !== null;
  return { edit: can('edit'), end: can('end'), renew: can('renew') };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const url = new URL(request.url);
  const kind = listingKindAt('mine', url.pathname) ?? listingKinds[0];
  const definition = listingKindDefinition(kind);
  const posts = await context.services.listings.listOwn({
    cityId: context.config.cityId,
    kind,
    viewer: user,
  });
  const reasons = createTranslator(context.lang, messagesFor(context.lang, 'moderation'));
  const items = posts.map((post: ListingView) => ({
    id: post.id,
    title: post.title,
    url: post.url,
    status: post.status,
    // in this page's language, whatever the author's account says
    rejectionReason: rejectionSentence(reasons, post.rejection_code, post.rejection_reason) || null,
    thumb: post.photos[0]?.variants[0]?.url ?? null,
    price: formatPrice(context.lang, post.price),
    date: formatPostDate(context.lang, post.created_at),
    actions: actionsFor(post.status, definition.endStatus),
  }));
  const deleteId = Number(url.searchParams.get('delete'));
  const endId = Number(url.searchParams.get('end'));
  const messages = messagesFor(context.lang, 'account');
  // '?done=posted' says its message once: a refresh or a shared link says nothing
  const flash = takeFlash(context, request);
  return data(
    {
      kind,
      endStatus: definition.endStatus,
      createPath: definition.paths.create,
      items,
      confirmDelete: items.find((item) => item.id === deleteId) ?? null,
      confirmEnd: items.find((item) => item.id === endId && item.actions.end) ?? null,
      ...outcomeOf(flash.search),
      messages,
      title: messages[`account.posts.${kind}.title`],
    },
    { headers: flash.headers },
  );
}

export default function MyPosts() {
  const t = useT();
  const { kind, endStatus, createPath, items, confirmDelete, confirmEnd, done, failed } =
    useLoaderData<typeof loader>();
  // the post is sent: the posting form's draft in this browser has done its job
  useEffect(() => {
    if (done === 'posted') clearFormDraft(kind);
  }, [done, kind]);
  return (
    <div className="stack">
      <div className="account-heading">
        <h1>{t(`account.posts.${kind}.title`)}</h1>
        <Link to={createPath} className="btn btn-primary btn-sm">
          {t(`account.posts.${kind}.new`)}
        </Link>
      </div>
      {done ? (
        <div role="status" className="alert alert-success">
          <p>{t(`account.posts.done.${done}`)}</p>
          {done === 'posted' ? <p>{t('account.posts.done.postedNote')}</p> : null}
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="alert alert-error">
          {t(`account.posts.failed.${failed}`)}
        </p>
      ) : null}
      {confirmDelete ? (
        <ConfirmStep kind={kind} post={confirmDelete} intent="delete" texts="account.posts.confirmDelete" />
      ) : null}
      {confirmEnd ? (
        <ConfirmStep
          kind={kind}
          post={confirmEnd}
          intent="end"
          texts={`account.posts.confirmEnd.${endStatus}`}
        />
      ) : null}
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t(`account.posts.${kind}.empty`)}</p>
        </div>
      ) : (
        <ul className="account-list">
          {items.map((item) => (
            <li key={item.id} className="card account-item account-post">
              {item.thumb ? (
                <img
                  src={item.thumb}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="account-item-media"
                />
              ) : (
                <span className="account-item-media account-item-placeholder" aria-hidden="true" />
              )}
              <div className="account-post-body">
                <Link to={item.url} className="account-item-title" dir="auto">
                  {item.title}
                </Link>
                <p className="account-post-meta">
                  <span className={`badge ${badgeOf[item.status]}`}>
                    {t(`account.posts.status.${item.status}`)}
                  </span>
                  {item.price ? <bdi className="account-post-price">{item.price}</bdi> : null}
                  <span className="muted">{t('account.posts.postedOn', { date: item.date })}</span>
                </p>
                {item.status === 'rejected' && item.rejectionReason ? (
                  <p className="account-item-note">
                    {/* the moderator's words in an isolate (FSI…PDI), so either language reads right in the other */}
                    {t('account.posts.rejectedBecause', { reason: `\u2068${item.rejectionReason}\u2069` })}
                  </p>
                ) : null}
                <div className="account-post-actions">
                  {item.actions.edit ? (
                    <Link
                      to={`${createPath}?edit=${item.id}`}
                      className="btn btn-outline btn-sm"
                      aria-label={t('account.posts.actions.editItem', { title: item.title })}
                    >
                      {t('account.posts.actions.edit')}
                    </Link>
                  ) : null}
                  {kind === 'business' ? (
                    // hours change without review (decision 106): their own page, whatever the status
                    <Link
                      to={businessHoursPath(item.id)}
                      className="btn btn-outline btn-sm"
                      aria-label={t('account.posts.actions.hoursItem', { title: item.title })}
                    >
                      {t('account.posts.actions.hours')}
                    </Link>
                  ) : null}
                  {item.actions.end ? (
                    // to the question first: it cannot be undone (as Delete below)
                    <Link
                      to={`?end=${item.id}#confirm-end`}
                      className="btn btn-outline btn-sm"
                      aria-label={t(`account.posts.actions.endItem.${endStatus}`, { title: item.title })}
                    >
                      {t(`account.posts.actions.end.${endStatus}`)}
                    </Link>
                  ) : null}
                  {item.actions.renew ? (
                    <OwnerAction kind={kind} id={item.id} intent="renew">
                      {t('account.posts.actions.renew')}
                    </OwnerAction>
                  ) : null}
                  <Link
                    // to the question: on a phone it sits a screen above the post's Delete button
                    to={`?delete=${item.id}#confirm-delete`}
                    className="btn btn-outline btn-sm btn-danger-outline"
                    aria-label={t('account.posts.actions.deleteItem', { title: item.title })}
                  >
                    {t('account.posts.actions.delete')}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The question before a step that cannot be undone (deleting, marking sold or closed), reached by
 * `?delete=` or `?end=` and answered by a plain form post (works without JavaScript).
 */
function ConfirmStep({
  kind,
  post,
  intent,
  texts,
}: {
  kind: string;
  post: { id: number; title: string };
  intent: 'delete' | 'end';
  /** the catalog section of its question, warning, yes and no */
  texts: string;
}) {
  const t = useT();
  const id = `confirm-${intent}`;
  return (
    <section id={id} className="card account-section account-confirm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`${texts}.question`, { title: post.title })}</h2>
      <p>{t(`${texts}.warning`)}</p>
      <div className="form-actions">
        <Form method="post" action="/actions/listing">
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={post.id} />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className={`btn ${intent === 'delete' ? 'btn-danger' : 'btn-primary'}`}>
            {t(`${texts}.yes`)}
          </button>
        </Form>
        <Link to="?" className="btn btn-outline">
          {t(`${texts}.no`)}
        </Link>
      </div>
    </section>
  );
}

/** One owner action as a plain form post to /actions/listing (works without JavaScript). */
function OwnerAction({
  kind,
  id,
  intent,
  children,
}: {
  kind: string;
  id: number;
  intent: 'renew';
  children: string;
}) {
  return (
    <Form method="post" action="/actions/listing">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="btn btn-outline btn-sm">
        {children}
      </button>
    </Form>
  );
}
