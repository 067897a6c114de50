import type { WebLoadContext } from '../../load-context.ts';
import { type LoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from 'react-router';
import type { ListingKind } from '../../../shared/accounts.ts';
import { requirePageUser } from '../../features/account/session.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';

/** Own-post pages, one per kind; the list comes from the generic own-posts service. */
const kindByPath: Record<string, ListingKind> = {
  '/my-business': 'business',
  '/my-product': 'product',
  '/my-housing': 'rent',
  '/my-job': 'job',
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'My posts' }];

export async function loader({ request, context: loadContext }: LoaderFunctionArgs) {
  const context = loadContext as WebLoadContext;
  const { user } = requirePageUser(context, request);
  const kind = kindByPath[new URL(request.url).pathname.toLowerCase()] ?? 'product';
  const items = await context.services.favorites.ownPosts(user.id, kind, context.config.cityId, context.lang);
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
              {item.status ? (
                <span className={`badge ${item.status === 'published' ? 'badge-success' : 'badge-warning'}`}>
                  {t(`account.posts.status.${item.status}`)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
