import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Values } from '#shared/i18n/format.ts';
import type { PhotoView } from '#shared/photos.ts';
import { useDir, useT } from '#web/lib/i18n.ts';
import type { KeyedMessage } from './posting-form.server.ts';
import { photoGroupField, photoGroupFieldId, photoGroupFilesField } from './photo-groups.ts';
import { FieldError } from './posting-fields.tsx';
import { shrinkPhoto } from './shrink-photo.ts';
import { uploadPhoto } from './upload-photo.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

type Item =
  | { key: string; state: 'done'; photo: PhotoView; name: string }
  | { key: string; state: 'uploading'; file: File; progress: number; preview: string; name: string }
  | {
      key: string;
      state: 'failed';
      file: File;
      error: KeyedMessage;
      retryable: boolean;
      preview: string;
      name: string;
    };

let nextKey = 0;
const keyOf = () => `photo-${++nextKey}`;
/** The smallest stored variant: enough for a 96 px thumbnail. */
const thumbOf = (photo: PhotoView) => photo.variants[0]?.url ?? '';

/**
 * The form's photos. Without JavaScript: the photos already uploaded for this form (an earlier try)
 * and a plain file input whose files go with the form. With JavaScript: each chosen file is shrunk
 * in the browser and uploaded alone at once, with its progress, a retry if it fails, remove and
 * reorder (drag, or the earlier/later buttons and arrow keys, mirrored in right-to-left pages). The
 * hidden `photo_ids` field carries the uploaded photos in their order.
 */
export function PhotoUploader({
  initial,
  max,
  accept,
  error,
  errorParams,
  onBusyChange,
  onPhotosChange,
  group,
}: {
  initial: PhotoView[];
  max: number;
  /** The file input's `accept`: the types the server takes, and HEIC, which the browser may turn into JPEG. */
  accept: string;
  error?: string;
  errorParams?: Values;
  onBusyChange(busy: boolean): void;
  /** The uploaded photos in their order, after every change (the form's draft keeps them). */
  onPhotosChange?(photos: PhotoView[]): void;
  /**
   * One of several photo groups of a form (a business's logo, cover, main photos, gallery): its
   * field names (`photo_group.<name>` for the ids, `photos.<name>` for files sent without
   * JavaScript), element id and its own label and hint. Without it: the single `photo_ids` list.
   */
  group?: { name: string; label: string; hint: string };
}) {
  const t = useT();
  const dir = useDir();
  const hydrated = useHydrated();
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((photo, i) => ({
      key: keyOf(),
      state: 'done',
      photo,
      name: t('posting.photos.alt', { n: i + 1 }),
    })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(() => new Set());
  const dragged = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // a form shown again after an error brings its photos back
  useEffect(() => {
    setItems((current) => {
      const doneIds = current.flatMap((item) => (item.state === 'done' ? [item.photo.id] : []));
      if (initial.length === 0 || initial.map((p) => p.id).join() === doneIds.join()) return current;
      return initial.map((photo, i) => ({
        key: keyOf(),
        state: 'done',
        photo,
        name: t('posting.photos.alt', { n: i + 1 }),
      }));
    });
  }, [initial, t]);

  const isBusy = items.some((item) => item.state === 'uploading');
  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);
  // object URLs of local previews are freed when their item goes
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = (key: string, change: (item: Item) => Item) =>
    setItems((current) => current.map((item) => (item.key === key ? change(item) : item)));

  async function send(key: string, file: File) {
    let result: Awaited<ReturnType<typeof uploadPhoto>['done']>;
    try {
      const blob = await shrinkPhoto(file);
      const name = blob === file ? file.name : `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
      const upload = uploadPhoto(blob, name, (progress) =>
        update(key, (item) => (item.state === 'uploading' ? { ...item, progress } : item)),
      );
      result = await upload.done;
    } catch {
      // the browser could not even read the file: it fails alone, with a retry
      result = { ok: false, error: { key: 'posting.photos.networkError' }, retryable: true };
    }
    update(key, (item) => {
      if (item.state !== 'uploading') return item;
      if (result.ok) {
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
        return { key, state: 'done', photo: result.photo, name: item.name };
      }
      return { ...item, state: 'failed', error: result.error, retryable: result.retryable };
    });
  }

  function handleFiles(files: FileList | null) {
    if (!files?.length) return;
    const room = max - items.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    setNotice(files.length > chosen.length ? t('posting.photos.limitReached', { max }) : null);
    const added: Item[] = chosen.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: keyOf(), state: 'uploading', file, progress: 0, preview, name: file.name };
    });
    setItems((current) => [...current, ...added]);
    for (const item of added) if (item.state === 'uploading') void send(item.key, item.file);
    if (inputRef.current) inputRef.current.value = '';
  }

  function retry(key: string) {
    const item = items.find((i) => i.key === key);
    if (item?.state !== 'failed') return;
    update(key, () => ({ ...item, state: 'uploading', progress: 0 }));
    void send(key, item.file);
  }

  function remove(key: string) {
    setItems((current) => current.filter((item) => item.key !== key));
    setNotice(null);
  }

  function move(key: string, by: -1 | 1) {
    setItems((current) => {
      const from = current.findIndex((item) => item.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>, key: string) {
    if (event.target !== event.currentTarget) return;
    // the list runs in reading order: in a right-to-left page "earlier" is to the right
    const earlierKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const laterKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== earlierKey && event.key !== laterKey) return;
    event.preventDefault();
    move(key, event.key === earlierKey ? -1 : 1);
    // keep the keyboard on the photo that moved
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-photo-key="${key}"]`)?.focus());
  }

  function handleDrop(event: DragEvent<HTMLLIElement>, target: string) {
    event.preventDefault();
    const source = dragged.current;
    dragged.current = null;
    if (!source || source === target) return;
    setItems((current) => {
      const from = current.findIndex((item) => item.key === source);
      const to = current.findIndex((item) => item.key === target);
      if (from < 0 || to < 0) return current;
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });
  }

  const ids = items.flatMap((item) => (item.state === 'done' ? [item.photo.id] : []));
  const idList = ids.join(',');
  const onPhotosChangeRef = useRef(onPhotosChange);
  onPhotosChangeRef.current = onPhotosChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the list of ids changes
  useEffect(() => {
    onPhotosChangeRef.current?.(items.flatMap((item) => (item.state === 'done' ? [item.photo] : [])));
  }, [idList]);
  const fieldId = group ? photoGroupFieldId(group.name) : 'photos';
  const earlierArrow = dir === 'rtl' ? '→' : '←';
  const laterArrow = dir === 'rtl' ? '←' : '→';

  return (
    <fieldset
      className="field photo-field"
      id={fieldId}
      aria-invalid={error ? true : undefined}
      aria-describedby={[error ? `${fieldId}-error` : '', `${fieldId}-hint`].filter(Boolean).join(' ')}
    >
      <legend>{group?.label ?? t('posting.photos.label')}</legend>
      <p id={`${fieldId}-hint`} className="field-hint">
        {group?.hint ?? t('posting.photos.hint', { max })}
      </p>
      <input type="hidden" name={group ? photoGroupField(group.name) : 'photo_ids'} value={ids.join(',')} />
      {items.length ? (
        <ol className="photo-list" aria-label={t('posting.photos.listLabel')}>
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <li
                key={item.key}
                data-photo-key={item.key}
                className={`photo-item photo-${item.state}`}
                tabIndex={hydrated ? 0 : undefined}
                aria-label={t('posting.photos.itemLabel', { n, name: item.name })}
                draggable={hydrated && item.state === 'done'}
                onDragStart={() => {
                  dragged.current = item.key;
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => handleDrop(event, item.key)}
                onKeyDown={(event) => handleKeyDown(event, item.key)}
              >
                {item.state !== 'done' && unreadable.has(item.key) ? (
                  // not a picture the browser can show (a HEIC, or no image at all): its name instead
                  <span className="photo-thumb photo-thumb-name" dir="auto">
                    {item.name}
                  </span>
                ) : (
                  <img
                    src={item.state === 'done' ? thumbOf(item.photo) : item.preview}
                    alt={t('posting.photos.alt', { n })}
                    width={96}
                    height={96}
                    className="photo-thumb"
                    onError={() => setUnreadable((current) => new Set(current).add(item.key))}
                  />
                )}
                {/* a single list's first photo is the post's cover; a group (a business's logo, main
                    photos…) has no such first, and the business's cover is a group of its own */}
                {index === 0 && !group && item.state === 'done' ? (
                  <span className="badge badge-success photo-cover">{t('posting.photos.cover')}</span>
                ) : null}
                {item.state === 'uploading' ? (
                  <label className="photo-progress">
                    <span className="visually-hidden">
                      {t('posting.photos.uploading', { name: item.name })}
                    </span>
                    <progress max={1} value={item.progress} />
                  </label>
                ) : null}
                {item.state === 'failed' ? (
                  <p className="field-error photo-error" role="alert">
                    {t(item.error.key, item.error.params)}
                  </p>
                ) : null}
                {hydrated ? (
                  <div className="photo-actions">
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={t('posting.photos.moveEarlier', { n })}
                      disabled={index === 0}
                      onClick={() => move(item.key, -1)}
                    >
                      <span aria-hidden="true">{earlierArrow}</span>
                    </button>
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={t('posting.photos.moveLater', { n })}
                      disabled={index === items.length - 1}
                      onClick={() => move(item.key, 1)}
                    >
                      <span aria-hidden="true">{laterArrow}</span>
                    </button>
                    {/* a refused file (its type, size) would be refused again: Remove is what is left */}
                    {item.state === 'failed' && item.retryable ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={() => retry(item.key)}
                      >
                        {t('posting.photos.retry')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={t('posting.photos.removeItem', { n })}
                      onClick={() => remove(item.key)}
                    >
                      {t('posting.photos.remove')}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {items.length < max ? (
        <label className={hydrated ? 'photo-add btn btn-outline' : 'photo-add-plain'}>
          {t('posting.photos.choose')}
          <input
            ref={inputRef}
            type="file"
            // without JavaScript the files go with the form; with it each is uploaded on its own
            name={hydrated ? undefined : group ? photoGroupFilesField(group.name) : 'photos'}
            accept={accept}
            multiple
            className={hydrated ? 'photo-input' : undefined}
            onChange={hydrated ? (event) => handleFiles(event.target.files) : undefined}
          />
        </label>
      ) : null}
      {notice ? (
        <p className="field-hint" role="status">
          {notice}
        </p>
      ) : null}
      <FieldError id={fieldId} error={error} params={errorParams} />
    </fieldset>
  );
}
