import { NavLink, Outlet, useLocation } from 'react-router';
import { listingKindDefinitions } from '#shared/listings/kinds.ts';
import { contentSavedPaths } from '#shared/saved.ts';
import { requirePageUser } from '../../features/account/session.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import accountCss from '../../styles/account.css?url';
import type { StylesHandle } from '../../lib/page-styles.tsx';
import type { Route } from './+types/layout';

export const handle: StylesHandle = { styles: [accountCss] };

/** Every account page: guests go to log in and come back here afterwards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  return { user, messages: messagesFor(context.lang, 'account') };
}

/** Each link is [path, catalog key of its label]; listing kinds come from their definitions. */
const groups: Array<{ key: string; links: Array<[string, string]> }> = [
  {
    key: 'account',
    links: [
      ['/Profile', 'account.nav.profile'],
      ['/changePassword', 'account.nav.changePassword'],
      ['/delete-account', 'account.nav.deleteAccount'],
    ],
  },
  {
    key: 'saved',
    links: [
      [contentSavedPaths.blog, 'account.nav.savedBlogs'],
      ...listingKindDefinitions.map((k): [string, string] => [k.paths.saved, `account.saved.${k.id}.title`]),
    ],
  },
  {
    key: 'posts',
    links: listingKindDefinitions.map((k): [string, string] => [k.paths.mine, `account.posts.${k.id}.title`]),
  },
];

/**
 * The account pages' menu: a column beside the page on a wide screen; on a phone a closed
 * disclosure naming the page you are on, so the page itself comes first rather than under thirteen
 * links. (Wide screens show the disclosure's content with its summary hidden, where the browser can
 * style a closed `<details>`; elsewhere it stays a disclosure.) It closes again on each page chosen.
 */
export default function AccountLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const here = groups
    .flatMap((group) => group.links)
    .find(([to]) => to.toLowerCase() === pathname.toLowerCase());
  return (
    <div className="page container account-layout">
      <nav className="account-nav card" aria-label={t('account.nav.label')}>
        <details className="account-nav-menu" key={pathname}>
          <summary>
            {t('account.nav.label')}
            {here ? <span className="account-nav-here">{t(here[1])}</span> : null}
          </summary>
          {groups.map((group) => (
            <div key={group.key} className="account-nav-group">
              <p className="account-nav-title">{t(`account.nav.groups.${group.key}`)}</p>
              <ul>
                {group.links.map(([to, key]) => (
                  <li key={to}>
                    <NavLink to={to}>{t(key)}</NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </nav>
      <main id="main" className="account-main">
        <Outlet />
      </main>
    </div>
  );
}
