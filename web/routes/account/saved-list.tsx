import { data, Form, Link, type MetaFunction, useLoaderData } from 'react-router';
import { listingKindAt } from '#shared/listings/kinds.ts';
import { favoriteRequestSchema } from '#shared/saved.schema.ts';
import { contentSavedPaths, type SavedKind } from '#shared/saved.ts';
import { requirePageUser } from '../../features/account/session.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import { formatPrice } from '../../lib/format-price.ts';
import type { Route } from './+types/saved-list';

/**
 * Saved-item pages, one per saveable kind (routes.ts mounts this file at each kind's saved path);
 * the list comes from the generic favourites service.
 */
function savedKindAt(pathname: string): SavedKind {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === contentSavedPaths.blog.toLowerCase()) return 'blog';
  return listingKindAt('saved', path) ?? 'blog';
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Saved' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const kind = savedKindAt(new URL(request.url).pathname);
  const cards = await context.services.favorites.list(user.id, kind, context.config.cityId, context.lang);
  // a saved post that is no longer listed (sold, expired, back in review, deleted) is left out by
  // the favourites' visibility rule: its title would otherwise show what the public cannot see
  const items = cards.map((card) => ({ ...card, priceLabel: formatPrice(context.lang, card.price) }));
  const messages = messagesFor(context.lang, 'account');
  return { kind, items, messages, title: messages[`account.saved.${kind}.title`] };
}

/** Remove from the list (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const form = await request.formData();
  const parsed = favoriteRequestSchema.safeParse({ kind: form.get('kind'), id: form.get('id') });
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  await context.services.favorites.unsave(user.id, parsed.data.kind, parsed.data.id);
  return { ok: true };
}

export default function SavedList() {
  const t = useT();
  const { kind, items } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>{t(`account.saved.${kind}.title`)}</h1>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t(`account.saved.${kind}.empty`)}</p>
        </div>
      ) : (
        <ul className="account-list">
          {items.map((item) => (
            <li key={item.id} className="card account-item">
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="account-item-media"
                />
              ) : null}
              <div className="account-post-body">
                <Link to={item.url} className="account-item-title" dir="auto">
                  {item.title}
                </Link>
                {item.priceLabel ? (
                  <p className="account-post-meta">
                    <bdi className="account-post-price">{item.priceLabel}</bdi>
                  </p>
                ) : null}
              </div>
              <Form method="post">
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="id" value={item.id} />
                <button
                  type="submit"
                  className="btn btn-outline btn-sm"
                  aria-label={t('account.saved.removeItem', { title: item.title })}
                >
                  {t('account.saved.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
