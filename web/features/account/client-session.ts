import { useEffect } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { readStorage, storageKeys, whenSettled, writeStorage } from '../shell/client-session.ts';
import type { AccountActionData } from '../../lib/forms.server.ts';

/**
 * True from a log-in by script until the root loader says someone is logged in: SessionSync's
 * delayed check must not take the session just stored for a stale one.
 */
let sessionJustStored = false;

/** After a log-in or sign-up by script: the spec's localStorage keys, then the page the user wanted. */
export function useStoreSession(result: AccountActionData | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!result?.ok || !result.session) return;
    sessionJustStored = true;
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
    if (isLoggedIn) {
      sessionJustStored = false;
      return;
    }
    return whenSettled(() => {
      if (sessionJustStored || !readStorage(storageKeys.token)) return;
      try {
        window.localStorage.clear();
      } catch {}
    });
  }, [isLoggedIn]);
  return null;
}
