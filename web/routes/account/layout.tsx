import type { WebLoadContext } from '../../load-context.ts';
import { type LoaderFunctionArgs, NavLink, Outlet } from 'react-router';
import { requirePageUser } from '../../features/account/session.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import accountCss from '../../styles/account.css?url';
import type { StylesHandle } from '../../lib/page-styles.tsx';

export const handle: StylesHandle = { styles: [accountCss] };

/** Every account page: guests go to log in and come back here afterwards. */
export async function loader({ request, context: loadContext }: LoaderFunctionArgs) {
  const context = loadContext as WebLoadContext;
  const { user } = requirePageUser(context, request);
  return { user, messages: messagesFor(context.lang, 'account') };
}

const groups: Array<{ key: string; links: Array<[string, string]> }> = [
  {
    key: 'account',
    links: [
      ['/Profile', 'profile'],
      ['/changePassword', 'changePassword'],
      ['/delete-account', 'deleteAccount'],
    ],
  },
  {
    key: 'saved',
    links: [
      ['/saved-blogs', 'savedBlogs'],
      ['/saved-store', 'savedStore'],
      ['/saved-product', 'savedProduct'],
      ['/saved-accomodation', 'savedAccomodation'],
      ['/saved-job', 'savedJob'],
    ],
  },
  {
    key: 'posts',
    links: [
      ['/my-business', 'myBusiness'],
      ['/my-product', 'myProduct'],
      ['/my-housing', 'myHousing'],
      ['/my-job', 'myJob'],
    ],
  },
];

export default function AccountLayout() {
  const t = useT();
  return (
    <div className="page container account-layout">
      <nav className="account-nav card" aria-label={t('account.nav.label')}>
        {groups.map((group) => (
          <div key={group.key} className="account-nav-group">
            <p className="account-nav-title">{t(`account.nav.groups.${group.key}`)}</p>
            <ul>
              {group.links.map(([to, key]) => (
                <li key={to}>
                  <NavLink to={to}>{t(`account.nav.${key}`)}</NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main id="main" className="account-main">
        <Outlet />
      </main>
    </div>
  );
}
