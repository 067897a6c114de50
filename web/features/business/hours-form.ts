import { weekdays } from '#shared/listings/opening-hours.ts';

/**
 * A business's hours as a form's flat fields, both ways — the add-business form and the owner's
 * "update hours" page share them, so one editor (hours-editor.tsx) and one parser serve both:
 *
 *   hours.<day>.mode | opens | closes                  Monday to Sunday
 *   special_hours.<n>.from | to | label | mode | opens | closes | remove
 *
 * Kept free of zod: the browser's hours editor imports the names from here.
 */

/** The day modes a form offers (business.schema.ts `dayHoursSchema`), in the order of the select. */
export const dayModes = ['hours', 'closed', 'open24'] as const;

/** At most this many special periods (business.schema.ts `businessLimits.specialPeriodsMax`). */
export const specialPeriodsMax = 20;

const dayParts = ['mode', 'opens', 'closes'] as const;
const specialParts = ['from', 'to', 'label', 'mode', 'opens', 'closes', 'remove'] as const;

export const weeklyHourFields = weekdays.flatMap((day) => dayParts.map((part) => `hours.${day}.${part}`));

/** Every special-period field a form may send: rows 0 … specialPeriodsMax (one spare row without JavaScript). */
export const specialHourFields = Array.from({ length: specialPeriodsMax + 1 }, (_, n) =>
  specialParts.map((part) => `special_hours.${n}.${part}`),
).flat();

export const hourFields = [...weeklyHourFields, ...specialHourFields];

const specialField = (n: number, part: (typeof specialParts)[number]) => `special_hours.${n}.${part}`;

/** The rows the values hold, in order: the highest row number with any field. */
export function specialRowCount(values: Record<string, string | undefined>): number {
  let count = 0;
  for (const name of Object.keys(values)) {
    const match = /^special_hours\.(\d+)\./.exec(name);
    if (match && values[name]) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

/**
 * The special-period values of a saved form draft (form-draft.ts: the form's fields in order), and
 * how many rows they fill: the last row holding anything the owner typed or chose. The spare row
 * every form sends (its select at 'closed', the rest empty) is not one, so a restored form gets
 * back its rows and one spare again, not a spare more each reload.
 */
export function specialRowsOfDraft(fields: Array<[string, string]>): {
  values: Record<string, string>;
  rows: number;
} {
  const values: Record<string, string> = {};
  let rows = 0;
  for (const [name, value] of fields) {
    const match = /^special_hours\.(\d+)\.(\w+)$/.exec(name);
    if (!match) continue;
    values[name] = value;
    const [, row, part] = match;
    const typed =
      part === 'mode' ? value !== '' && value !== 'closed' : part !== 'remove' && value.trim() !== '';
    if (typed) rows = Math.max(rows, Number(row) + 1);
  }
  return { values, rows: Math.min(rows, specialPeriodsMax) };
}

/** A row the owner left empty (the spare row) or ticked "remove": not a period. */
const isDropped = (values: Record<string, string | undefined>, n: number) =>
  values[specialField(n, 'remove')] === 'on' ||
  ['from', 'to', 'label'].every((part) => !values[specialField(n, part as 'from')]?.trim());

/**
 * The values with the special periods renumbered 0, 1, 2… after dropping empty and removed rows,
 * so the schema's issue paths (`special_hours.2.to`) name the row the page shows again.
 */
export function compactSpecialRows(values: Record<string, string>): Record<string, string> {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !name.startsWith('special_hours.')),
  );
  let next = 0;
  for (let n = 0; n < specialRowCount(values); n++) {
    if (isDropped(values, n)) continue;
    for (const part of specialParts)
      if (part !== 'remove') kept[specialField(next, part)] = values[specialField(n, part)] ?? '';
    next++;
  }
  return kept;
}

/** The week from `hours.<day>.*`: times only for a day with hours, as the schema wants them. */
export function weeklyHoursOf(values: Record<string, string | undefined>) {
  return Object.fromEntries(
    weekdays.map((day) => {
      const mode = values[`hours.${day}.mode`] ?? '';
      return [
        day,
        mode === 'hours'
          ? { mode, opens: values[`hours.${day}.opens`] ?? '', closes: values[`hours.${day}.closes`] ?? '' }
          : { mode },
      ];
    }),
  );
}

/** The special periods of compacted values (`compactSpecialRows`), as the schema wants them. */
export function specialHoursOf(values: Record<string, string | undefined>) {
  return Array.from({ length: specialRowCount(values) }, (_, n) => {
    const text = (part: (typeof specialParts)[number]) => values[specialField(n, part)] ?? '';
    const mode = text('mode');
    return {
      from: text('from'),
      to: text('to'),
      label: text('label'),
      mode,
      ...(mode === 'hours' ? { opens: text('opens'), closes: text('closes') } : {}),
    };
  });
}

interface StoredDay {
  mode?: string;
  opens?: string;
  closes?: string;
}
interface StoredSpecial extends StoredDay {
  from?: string;
  to?: string;
  label?: string;
}

/** A business's stored hours as the form's values (the inverse of the two parsers). */
export function hourValuesOf(attributes: {
  hours?: unknown;
  special_hours?: unknown;
}): Record<string, string> {
  const hours = (attributes.hours ?? {}) as Record<string, StoredDay>;
  const special = (
    Array.isArray(attributes.special_hours) ? attributes.special_hours : []
  ) as StoredSpecial[];
  return Object.fromEntries([
    ...weekdays.flatMap((day) => dayParts.map((part) => [`hours.${day}.${part}`, hours[day]?.[part] ?? ''])),
    ...special.flatMap((period, n) =>
      (['from', 'to', 'label', 'mode', 'opens', 'closes'] as const).map((part) => [
        specialField(n, part),
        period[part] ?? '',
      ]),
    ),
  ]);
}

/**
 * The form field an hours issue is shown under: a day (`hours.monday.closes` → `hours.monday`), a
 * special period's row (`special_hours.2.to` → `special_hours.2`), or the whole list (too many).
 */
export function hoursFieldOfIssue(path: string): string | null {
  const [head, second] = path.split('.');
  if (head === 'hours') return second ? `hours.${second}` : 'hours';
  if (head === 'special_hours') return second ? `special_hours.${second}` : 'special_hours';
  return null;
}
