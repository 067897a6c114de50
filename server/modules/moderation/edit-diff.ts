import type { PublishedSnapshot } from '../../db/schema.ts';

/** One changed field of an edit: what readers saw and what waits for review (text as shown). */
export interface FieldChange {
  /** 'title', 'description', 'price', 'photos' or `attributes.<name>`. */
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * Field by field, what an edit changed in a published post (empty when nothing differs or there is
 * no snapshot). Prices compare as numbers ("75" and "75.00" are the same); photos by their ids and
 * order, shown as counts.
 */
export function editDiff(
  snapshot: PublishedSnapshot | null,
  current: Omit<PublishedSnapshot, 'price'> & { price: string | number | null },
): FieldChange[] {
  if (!snapshot) return [];
  const changes: FieldChange[] = [];
  const compare = (field: string, before: unknown, after: unknown) => {
    if (shown(before) !== shown(after)) changes.push({ field, before: shown(before), after: shown(after) });
  };
  compare('title', snapshot.title, current.title);
  compare('description', snapshot.description, current.description);
  compare(
    'price',
    snapshot.price === null ? null : Number(snapshot.price),
    current.price === null ? null : Number(current.price),
  );
  const names = [
    ...new Set([...Object.keys(snapshot.attributes), ...Object.keys(current.attributes)]),
  ].sort();
  for (const name of names)
    compare(`attributes.${name}`, snapshot.attributes[name], current.attributes[name]);
  if (snapshot.photo_ids.join(',') !== current.photo_ids.join(','))
    changes.push({
      field: 'photos',
      before: String(snapshot.photo_ids.length),
      after: String(current.photo_ids.length),
    });
  return changes;
}
