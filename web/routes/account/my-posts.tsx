import type { WebLoadContext } from '../../load-context.ts';
import { type LoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from 'react-router';
import { listingKindAt, listingKinds } from '../../../shared/listings/kinds.ts';
import { requirePageUser } from '../../features/account/session.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';

/** Own-post pages, one per listing kind (routes.ts mounts this file at each kind's path). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'My posts' }];

export async function loader({ request, context: loadContext }: LoaderFunctionArgs) {
  const context = loadContext as WebLoadContext;
  const { user } = requirePageUser(context, request);
  const kind = listingKindAt('mine', new URL(request.url).pathname) ?? listingKinds[0];
  const items = await context.services.listings.listOwn({
    cityId: context.config.cityId,
    kind,
    viewer: user,
  });
  const messages = messagesFor(context.lang, 'account');
  return { kind, items, messages, title: messages[`account.posts.${kind}.title`] };
}

export default function MyPosts() {
  const t = useT();
  const { kind, items } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>{t(`account.posts.${kind}.title`)}</h1>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t(`account.posts.${kind}.empty`)}</p>
        </div>
      ) : (
        <ul className="account-list">
          {items.map((item) => (
            <li key={item.id} className="card account-item">
              <Link to={item.url} className="account-item-title" dir="auto">
                {item.title}
              </Link>
              <span className={`badge ${item.status === 'published' ? 'badge-success' : 'badge-warning'}`}>
                {t(`account.posts.status.${item.status}`)}
              </span>
              {item.status === 'rejected' && item.rejection_reason ? (
                <p className="account-item-note" dir="auto">
                  {t('account.posts.rejectedBecause', { reason: item.rejection_reason })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
