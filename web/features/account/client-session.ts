import { useEffect } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { readStorage, storageKeys, writeStorage } from '../shell/client-session.ts';
import type { AccountActionData } from '../../lib/forms.server.ts';

/** After a log-in or sign-up by script: the spec's localStorage keys, then the page the user wanted. */
export function useStoreSession(result: AccountActionData | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!result?.ok || !result.session) return;
    writeStorage(storageKeys.token, result.session.token);
    writeStorage(storageKeys.name, result.session.name);
    writeStorage(storageKeys.email, result.session.email);
    if (result.redirectTo) navigate(result.redirectTo, { replace: true });
  }, [result, navigate]);
}

/**
 * Keeps localStorage in step with the server session: when the server says nobody is logged in
 * (log-out, deletion, a revoked or expired session) but a token is still stored, all local storage
 * is cleared, as the product's log-out does.
 */
export function SessionSync() {
  const root = useRouteLoaderData('root') as { user?: unknown } | undefined;
  const isLoggedIn = Boolean(root?.user);
  useEffect(() => {
    if (!isLoggedIn && readStorage(storageKeys.token)) {
      try {
        window.localStorage.clear();
      } catch {}
    }
  }, [isLoggedIn]);
  return null;
}
