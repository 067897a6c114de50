import { type FormEvent, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { SavedKind } from '#shared/saved.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../lib/i18n.ts';

/** What a save or unsave post came back with: the new state, or why it did not happen. */
type SaveAnswer = { saved: boolean } | { failure: 'gone' | 'login' | 'failed' };

/**
 * Posts the form as the page would without JavaScript (urlencoded), asking for JSON. The action
 * answers 404 when the item is gone or hidden, 400 for a bad kind or id, and sends a signed-out
 * caller to the login page; a network error or a 5xx is a failure too.
 */
async function postSave(body: URLSearchParams): Promise<SaveAnswer> {
  try {
    const res = await fetch('/actions/favorite', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
    if (res.redirected && new URL(res.url).pathname === '/Login') return { failure: 'login' };
    if (res.status === 404) return { failure: 'gone' };
    if (!res.ok) return { failure: 'failed' };
    const answer = (await res.json()) as { saved?: unknown };
    return typeof answer.saved === 'boolean' ? { saved: answer.saved } : { failure: 'failed' };
  } catch {
    return { failure: 'failed' };
  }
}

/**
 * Save / Saved toggle for any listing kind. A guest gets 'Please login first.' (with JavaScript) or
 * the login page that comes back here (without). Works as a plain form post without JavaScript.
 *
 * `saved` is the state the page's loader found for the signed-in reader (saved-state.server.ts), so
 * the button is rendered as it stands, with or without JavaScript: no look-up after hydration, and
 * no look-up racing a click. (It was one; a click before its answer could end unsaved.)
 *
 * With JavaScript the button posts itself and sets its state from the answer in the same handler:
 * a failure keeps the previous state and says why in a toast. (It does not go through a React
 * Router fetcher: a 5xx there replaces the page with the error boundary, and copying `fetcher.data`
 * into state with an effect lost answers — React Router reads fetcher data from a mutable map while
 * rendering, so a render that React then bailed out of recorded the new data as the effect's
 * dependency without running the effect.)
 */
export function SaveButton({
  kind,
  id,
  title,
  saved: savedOnServer,
}: {
  kind: SavedKind;
  id: number;
  title?: string;
  saved: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const location = useLocation();
  const root = useRouteLoaderData('root') as { user?: unknown } | undefined;
  const isLoggedIn = Boolean(root?.user);
  const key = `${kind}:${id}`;
  // what a click here has made of it since the page's data came, for the item it shows now: after a
  // client navigation between two posts of one kind the same button shows another item
  const [toggled, setToggled] = useState<{ key: string; saved: boolean } | null>(null);
  const saved = toggled?.key === key ? toggled.saved : savedOnServer;
  const [isSending, setIsSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isLoggedIn) {
      toast.warning(t('favorites.loginFirst'));
      return;
    }
    if (isSending) return;
    const isSaving = !saved;
    const body = new URLSearchParams(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    setIsSending(true);
    const answer = await postSave(body);
    setIsSending(false);
    if ('saved' in answer) setToggled({ key, saved: answer.saved });
    else if (answer.failure === 'login') toast.warning(t('favorites.loginFirst'));
    else if (answer.failure === 'gone') toast.error(t('favorites.unavailable'));
    else toast.error(t(isSaving ? 'favorites.saveFailed' : 'favorites.unsaveFailed'));
  }

  const label = saved ? t('favorites.saved') : t('favorites.save');
  return (
    <form method="post" action="/actions/favorite" className="save-form" onSubmit={handleSubmit}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="save" value={saved ? '0' : '1'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={`btn btn-sm ${saved ? 'btn-primary' : 'btn-outline'}`}
        aria-pressed={saved}
        aria-label={title ? t(saved ? 'favorites.unsaveItem' : 'favorites.saveItem', { title }) : undefined}
        disabled={isSending}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> {label}
      </button>
    </form>
  );
}
