import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoView } from '#shared/photos.ts';

/**
 * A long posting form kept in the browser while it is filled in (a phone that reloads the page, a
 * tab the system killed, a photo that failed): what was typed and the photos already uploaded are
 * written to localStorage as they change and offered back, with a notice, the next time the form
 * opens. The owner's posts page clears it once the post is sent (`clearFormDraft`).
 */
export interface FormDraft {
  savedAt: number;
  /** Every text, choice and hidden value of the form, by name, in order (repeated names repeat). */
  fields: Array<[string, string]>;
  /** The uploaded photos of each photo field, so their thumbnails come back too. */
  photos: Record<string, PhotoView[]>;
}

/**
 * Unattached uploads are deleted 24 hours after they were made (decision 090): a draft older than
 * this would bring back photos that are gone.
 */
const draftMaxAgeMs = 20 * 3_600_000;
const storageKey = (kind: string) => `jaliya:draft:${kind}`;

export function readFormDraft(kind: string, now = Date.now()): FormDraft | null {
  try {
    const text = window.localStorage.getItem(storageKey(kind));
    if (!text) return null;
    const draft = JSON.parse(text) as FormDraft;
    if (!Array.isArray(draft.fields) || now - draft.savedAt > draftMaxAgeMs) return null;
    return draft;
  } catch {
    return null;
  }
}

export function clearFormDraft(kind: string) {
  try {
    window.localStorage.removeItem(storageKey(kind));
  } catch {
    // storage refused (private mode): there is no draft to clear
  }
}

/** Names the draft leaves alone: the photo fields come back through their uploaders. */
const isDraftable = (name: string) => name !== '' && !name.startsWith('photo_group.') && name !== 'photo_ids';

/** The form's current values (files aside). */
export function formFields(form: HTMLFormElement): Array<[string, string]> {
  return [...new FormData(form).entries()].flatMap(([name, value]) =>
    typeof value === 'string' && isDraftable(name) ? [[name, value] as [string, string]] : [],
  );
}

/**
 * Puts saved values back into the form's controls. Controls React holds (`value` with state) learn
 * of it through the native setter and an input event; checkboxes and radios through a click, which
 * React reads as a change.
 */
export function restoreFields(form: HTMLFormElement, fields: Array<[string, string]>) {
  const byName = new Map<string, string[]>();
  for (const [name, value] of fields) byName.set(name, [...(byName.get(name) ?? []), value]);
  const seen = new Map<string, number>();
  for (const element of [...form.elements]) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    const { name } = element;
    if (!isDraftable(name) || element.disabled) continue;
    const values = byName.get(name) ?? [];
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== values.includes(element.value)) element.click();
      continue;
    }
    if (element instanceof HTMLInputElement && element.type === 'file') continue;
    // the n-th control of a repeated name takes the n-th value
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    const value = values[index];
    if (value === undefined || element.value === value) continue;
    const prototype = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Saves the form as it changes (`keep`: false for edits of a post) and, when the page opens with
 * `restore` (not for a form the server showed again: it carries the values already), offers the
 * saved draft back once. `photos` is the current photos of each photo field; `restoredPhotos` the
 * draft's, for the uploaders.
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  kind: string,
  { keep, restore }: { keep: boolean; restore: boolean },
  photos: Record<string, PhotoView[]>,
) {
  const [restored, setRestored] = useState<FormDraft | null>(null);
  const [restoredPhotos, setRestoredPhotos] = useState<Record<string, PhotoView[]> | null>(null);
  // nothing is written until the owner changes something: an untouched form leaves no draft
  const changed = useRef(false);
  const photosRef = useRef(photos);
  photosRef.current = photos;

  const save = useCallback(() => {
    const form = formRef.current;
    if (!form || !changed.current) return;
    const draft: FormDraft = { savedAt: Date.now(), fields: formFields(form), photos: photosRef.current };
    try {
      window.localStorage.setItem(storageKey(kind), JSON.stringify(draft));
    } catch {
      // storage full or refused: the form still works, only without a safety net
    }
  }, [formRef, kind]);

  // once, after hydration: bring the draft back
  // biome-ignore lint/correctness/useExhaustiveDependencies: one restore per page
  useEffect(() => {
    const form = formRef.current;
    const draft = keep && restore && form ? readFormDraft(kind) : null;
    if (!form || !draft) return;
    restoreFields(form, draft.fields);
    // a second pass for controls the first one revealed (a main category's sub-categories)
    setTimeout(() => restoreFields(form, draft.fields), 0);
    setRestoredPhotos(draft.photos);
    setRestored(draft);
    changed.current = true;
  }, []);

  // every change is saved shortly after (also after a refused submit: the owner keeps typing)
  useEffect(() => {
    const form = formRef.current;
    if (!keep || !form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      changed.current = true;
      clearTimeout(timer);
      timer = setTimeout(save, 300);
    };
    form.addEventListener('input', later);
    form.addEventListener('change', later);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', later);
      form.removeEventListener('change', later);
    };
  }, [keep, formRef, save]);

  // a photo uploaded or removed is a change too (save reads them through photosRef)
  useEffect(() => {
    if (Object.values(photos).some((list) => list.length > 0)) changed.current = true;
    if (keep) save();
  }, [keep, photos, save]);

  const discard = useCallback(() => {
    clearFormDraft(kind);
    window.location.reload();
  }, [kind]);

  return { restored, restoredPhotos, discard };
}
