import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import type { SavedKind } from '../../../shared/saved.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../lib/i18n.ts';

/** Saved-state look-ups of one render are sent as one request per kind. */
const known = new Map<string, boolean>();
/** When each item was last toggled here: a look-up that started earlier must not overwrite it. */
const toggledAt = new Map<string, number>();
const pending = new Map<SavedKind, { ids: Set<number>; waiters: Array<() => void> }>();

function loadSaved(kind: SavedKind, id: number): Promise<void> {
  return new Promise((resolve) => {
    let batch = pending.get(kind);
    if (!batch) {
      const created = { ids: new Set<number>(), waiters: [] as Array<() => void> };
      pending.set(kind, created);
      batch = created;
      queueMicrotask(async () => {
        pending.delete(kind);
        const startedAt = performance.now();
        try {
          const res = await fetch(`/actions/favorite?kind=${kind}&ids=${[...created.ids].join(',')}`, {
            headers: { accept: 'application/json' },
          });
          const body = (await res.json()) as { saved: number[] };
          for (const i of created.ids) {
            const key = `${kind}:${i}`;
            if ((toggledAt.get(key) ?? -1) < startedAt) known.set(key, body.saved.includes(i));
          }
        } catch {}
        for (const w of created.waiters) w();
      });
    }
    batch.ids.add(id);
    batch.waiters.push(resolve);
  });
}

/**
 * Save / Saved toggle for any listing kind. A guest gets 'Please login first.' (with JavaScript) or
 * the login page that comes back here (without). Works as a plain form post without JavaScript.
 */
export function SaveButton({ kind, id, title }: { kind: SavedKind; id: number; title?: string }) {
  const t = useT();
  const toast = useToast();
  const location = useLocation();
  const fetcher = useFetcher<{ saved?: boolean }>();
  const root = useRouteLoaderData('root') as { user?: unknown } | undefined;
  const isLoggedIn = Boolean(root?.user);
  const [saved, setSaved] = useState<boolean>(() => known.get(`${kind}:${id}`) ?? false);
  // once the user has toggled, a slower look-up that started earlier must not undo it
  const isToggled = useRef(false);

  useEffect(() => {
    if (!isLoggedIn) return;
    let live = true;
    void loadSaved(kind, id).then(() => {
      if (live && !isToggled.current) setSaved(known.get(`${kind}:${id}`) ?? false);
    });
    return () => {
      live = false;
    };
  }, [isLoggedIn, kind, id]);

  useEffect(() => {
    if (typeof fetcher.data?.saved === 'boolean') {
      isToggled.current = true;
      toggledAt.set(`${kind}:${id}`, performance.now());
      known.set(`${kind}:${id}`, fetcher.data.saved);
      setSaved(fetcher.data.saved);
    }
  }, [fetcher.data, kind, id]);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (!isLoggedIn) {
      event.preventDefault();
      toast.warning(t('favorites.loginFirst'));
    }
  }

  const label = saved ? t('favorites.saved') : t('favorites.save');
  return (
    <fetcher.Form method="post" action="/actions/favorite" className="save-form">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="save" value={saved ? '0' : '1'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={`btn btn-sm ${saved ? 'btn-primary' : 'btn-outline'}`}
        aria-pressed={saved}
        aria-label={title ? t(saved ? 'favorites.unsaveItem' : 'favorites.saveItem', { title }) : undefined}
        onClick={handleClick}
        disabled={fetcher.state !== 'idle'}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> {label}
      </button>
    </fetcher.Form>
  );
}
