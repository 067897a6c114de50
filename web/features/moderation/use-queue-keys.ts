import { type RefObject, useEffect, useState } from 'react';

/** Typing in a field, or a key with a modifier, is never a console shortcut. */
function isTyping(event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  return Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'));
}

/**
 * The console's keys: j / k move the selection between queue items (and focus it), a approves the
 * selected post, r focuses its rejection reason. Each item is an element with `data-queue-item`
 * holding a `form[data-intent="approve"]` and a `select[name="reason_code"]`.
 */
export function useQueueKeys(list: RefObject<HTMLElement | null>, count: number) {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (selected >= count && count > 0) setSelected(count - 1);
  }, [selected, count]);
  useEffect(() => {
    const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[data-queue-item]') ?? []);
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event) || !count) return;
      const all = items();
      const current = all[Math.min(selected, all.length - 1)];
      const move = (to: number) => {
        event.preventDefault();
        const next = Math.max(0, Math.min(all.length - 1, to));
        setSelected(next);
        all[next]?.focus();
        all[next]?.scrollIntoView({ block: 'nearest' });
      };
      if (event.key === 'j') move(selected + 1);
      else if (event.key === 'k') move(selected - 1);
      else if (event.key === 'a') {
        const approve = current?.querySelector<HTMLFormElement>('form[data-intent="approve"]');
        if (!approve) return;
        event.preventDefault();
        approve.requestSubmit();
      } else if (event.key === 'r') {
        const reason = current?.querySelector<HTMLSelectElement>('select[name="reason_code"]');
        if (!reason) return;
        event.preventDefault();
        reason.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list, count, selected]);
  return { selected, setSelected };
}
