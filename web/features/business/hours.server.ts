import { type Lang, numberLocale, type Translate } from '#shared/i18n/format.ts';
import {
  type DayHours,
  dayOfIsoDate,
  hoursOn,
  isAlwaysOpen,
  isOpenAt,
  localDayOf,
  type OpenState,
  type SpecialHours,
  type WeeklyHours,
  weekdayOf,
  weekdays,
} from '#shared/listings/opening-hours.ts';

/** A business's hours as stored (the schema checked them on the way in). */
export interface StoredHours {
  hours?: WeeklyHours;
  special_hours?: SpecialHours[];
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** "9:00 PM" / "9:00 م" of an instant, in the city's zone. */
function formatTime(lang: Lang, timeZone: string, at: Date) {
  const key = `${lang}:${timeZone}`;
  let f = timeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(numberLocale(lang), { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormats.set(key, f);
  }
  return f.format(at);
}

/** "HH:MM" of a day's hours as the page language writes times. */
function formatClock(lang: Lang, time: string) {
  const [h, m] = time.split(':').map(Number);
  return formatTime(lang, 'UTC', new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** What a card and a page say about now: Open · closes at 9:00 PM, Closed · opens Tuesday at 9:00 AM, Open 24/7. */
export interface OpenLabel {
  state: OpenState;
  /** the state ("Closed"), and when it next changes if it does: a line each on the business page */
  headline: string;
  detail: string | null;
}

const openLabel = (state: OpenState, headline: string, detail: string | null = null): OpenLabel => ({
  state,
  headline,
  detail,
});

/** The label as one line, as a card shows it: "Closed · opens Tuesday at 9:00 AM". */
export const openLine = ({ headline, detail }: OpenLabel) => (detail ? `${headline} · ${detail}` : headline);

/**
 * Open, Closed or Open 24/7 (§4) at `now` in the city's zone, with when it next changes, as text
 * in the page's language (computed on the server: the browser repeats it, no clock mismatch).
 */
export function openLabelOf(
  lang: Lang,
  t: Translate,
  stored: StoredHours,
  now: Date,
  timeZone: string,
): OpenLabel | null {
  if (!stored.hours) return null;
  const status = isOpenAt(stored.hours, stored.special_hours ?? [], now, timeZone);
  if (status.state === 'open24')
    return openLabel(
      'open24',
      isAlwaysOpen(stored.hours) && !stored.special_hours?.length
        ? t('business.hours.always')
        : t('business.hours.open24'),
    );
  const next = status.nextChange;
  if (status.state === 'open')
    return openLabel(
      'open',
      t('business.hours.open'),
      next ? t('business.hours.closesAt', { time: formatTime(lang, timeZone, next) }) : null,
    );
  if (!next) return openLabel('closed', t('business.hours.closed'));
  const sameDay = localDayOf(next.getTime(), timeZone).day === localDayOf(now.getTime(), timeZone).day;
  const time = formatTime(lang, timeZone, next);
  return openLabel(
    'closed',
    t('business.hours.closed'),
    sameDay
      ? t('business.hours.opensTodayAt', { time })
      : t('business.hours.opensAt', {
          day: t(`business.hours.day.${weekdayOf(localDayOf(next.getTime(), timeZone).day)}`),
          time,
        }),
  );
}

/** One day's hours as text: Closed, 24 hours, 9:00 AM – 9:00 PM. */
export function dayHoursLabel(lang: Lang, t: Translate, day: DayHours) {
  if (day.mode === 'closed') return t('business.hours.closedDay');
  if (day.mode === 'open24') return t('business.hours.allDay');
  return t('business.hours.range', {
    opens: formatClock(lang, day.opens),
    closes: formatClock(lang, day.closes),
  });
}

/**
 * The week as the page lists it, Monday to Sunday, today marked (today's row shows a special
 * period's hours when one is in force), and the special periods not yet over.
 */
export function weekTableOf(lang: Lang, t: Translate, stored: StoredHours, now: Date, timeZone: string) {
  const special = stored.special_hours ?? [];
  const today = localDayOf(now.getTime(), timeZone).day;
  const todayName = weekdayOf(today);
  const week = stored.hours;
  const days = week
    ? weekdays.map((d) => ({
        day: d,
        name: t(`business.hours.day.${d}`),
        isToday: d === todayName,
        label: dayHoursLabel(lang, t, d === todayName ? hoursOn(week, special, today) : week[d]),
        spec: week[d],
      }))
    : [];
  const dateFormat = new Intl.DateTimeFormat(numberLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' });
  const upcoming = special
    .filter((s) => dayOfIsoDate(s.to) >= today)
    .map((s) => ({
      from: s.from,
      to: s.to,
      label: s.label ?? '',
      dates:
        s.from === s.to
          ? dateFormat.format(new Date(`${s.from}T00:00:00Z`))
          : t('business.hours.specialRange', {
              from: dateFormat.format(new Date(`${s.from}T00:00:00Z`)),
              to: dateFormat.format(new Date(`${s.to}T00:00:00Z`)),
            }),
      hours: dayHoursLabel(lang, t, s),
      spec: s,
    }));
  return { days, special: upcoming };
}

/** A special period as one line: its name, dates and hours ("Eid · Mar 10 – Mar 12, 2027: Closed"). */
function specialPeriodText(lang: Lang, t: Translate, s: SpecialHours) {
  const dateFormat = new Intl.DateTimeFormat(numberLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
  const dates =
    s.from === s.to ? date(s.from) : t('business.hours.specialRange', { from: date(s.from), to: date(s.to) });
  return `${s.label ? `${s.label} · ` : ''}${dates}: ${dayHoursLabel(lang, t, s)}`;
}

/**
 * An edit of a business's hours as a moderator reads it, in the page's language: the days whose
 * hours differ (`hours`), or every special period before and after (`special_hours`); the stored
 * values arrive as the edit diff's JSON text. Anything else, or text that is not such JSON, is
 * left as it came.
 */
export function hoursChangeText(
  lang: Lang,
  t: Translate,
  field: string,
  change: { before: string; after: string },
): { before: string; after: string } {
  const parse = (text: string): unknown => {
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return undefined;
    }
  };
  const before = parse(change.before);
  const after = parse(change.after);
  if (before === undefined || after === undefined) return change;
  if (field === 'attributes.hours') {
    const weekBefore = (before ?? {}) as Partial<WeeklyHours>;
    const weekAfter = (after ?? {}) as Partial<WeeklyHours>;
    const changed = weekdays.filter((d) => JSON.stringify(weekBefore[d]) !== JSON.stringify(weekAfter[d]));
    const text = (week: Partial<WeeklyHours>) =>
      changed
        .map((d) => {
          const day = week[d];
          return `${t(`business.hours.day.${d}`)}: ${day ? dayHoursLabel(lang, t, day) : '—'}`;
        })
        .join(' · ');
    return { before: text(weekBefore), after: text(weekAfter) };
  }
  if (field === 'attributes.special_hours') {
    const text = (list: unknown) =>
      Array.isArray(list) && list.length
        ? (list as SpecialHours[]).map((s) => specialPeriodText(lang, t, s)).join(' · ')
        : '—';
    return { before: text(before), after: text(after) };
  }
  return change;
}
