import { redirect } from 'react-router';
import { assertSameOrigin, clearSessionCookie } from '../features/account/session.server.ts';
import type { Route } from './+types/actions.logout';

/**
 * Log out: ends the server session (the token gets 401 from now on) and clears the cookie; the
 * browser goes to the root, where SessionSync clears local storage. Works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  if (context.sessionToken) await context.services.accounts.logout(context.sessionToken);
  throw redirect('/', { headers: { 'Set-Cookie': clearSessionCookie(context) } });
}

export function loader() {
  throw redirect('/');
}
