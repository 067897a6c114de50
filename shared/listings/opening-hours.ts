/**
 * Opening hours of a business (product description §3 working hours, §4 Open / Closed / Open 24/7),
 * pure and zod-free: the business page, its JSON-LD and the tests use it; the 'open now' list
 * filter runs its SQL twin (`business_open_at`, migration 0100), tested against this one.
 *
 * A day is closed, open around the clock, or open from `opens` to `closes` (local "HH:MM" in the
 * city's time zone). `closes` at or before `opens` means the day's hours run past midnight into the
 * next morning (a café open 18:00–02:00, or 09:00–00:00 = until midnight). A special period (Ramadan
 * evenings, an Eid closure) replaces the weekly day for each date from `from` to `to`, inclusive.
 */

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export type DayHours =
  | { mode: 'closed' }
  | { mode: 'open24' }
  | { mode: 'hours'; opens: string; closes: string };

export type WeeklyHours = Record<Weekday, DayHours>;

/** A week of the same hours every day, with some days replaced. */
export const sameEveryDay = (every: DayHours, except: Partial<WeeklyHours> = {}): WeeklyHours => ({
  ...(Object.fromEntries(weekdays.map((d) => [d, every])) as WeeklyHours),
  ...except,
});

/** A date range (local calendar dates, "YYYY-MM-DD", both included) whose hours replace the week's. */
export type SpecialHours = DayHours & { from: string; to: string; label?: string };

export type OpenState = 'open' | 'closed' | 'open24';

export interface OpenStatus {
  state: OpenState;
  /** When the state next changes (opens or closes), or null when it does not within the next week. */
  nextChange: Date | null;
}

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** How far ahead the next change is looked for: a week and a day covers any weekly schedule. */
const horizonDays = 8;

/** "HH:MM" as minutes after midnight (the schema has checked the form). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// -----------------------------------------------------------------------------------------------
// Time-zone arithmetic with Intl only (no library): a local date is a day number (days since
// 1970-01-01 as a UTC calendar), a local wall time is resolved to an instant per the zone's rules.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `timeZone` at instant `t`, read as if it were UTC (ms). */
function wallClockAt(t: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(t)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The zone's offset from UTC at instant `t`, in ms (Detroit in winter: -5 h). */
function offsetAt(t: number, timeZone: string) {
  const whole = Math.floor(t / 1000) * 1000;
  return wallClockAt(whole, timeZone) - whole;
}

/**
 * The instant a local wall time happens (day number + minutes), read as PostgreSQL reads
 * `timestamp AT TIME ZONE` (the SQL twin must agree): a time the spring-forward skips (02:30) moves
 * forward by the gap (03:30 daylight time); a time the fall-back repeats (01:30) is its second
 * occurrence, in standard time.
 */
export function instantOf(day: number, minutes: number, timeZone: string): number {
  const wall = day * dayMs + minutes * minuteMs;
  const before = offsetAt(wall - dayMs / 2, timeZone);
  const after = offsetAt(wall + dayMs / 2, timeZone);
  const candidates = [wall - before, wall - after].filter((t) => wall - offsetAt(t, timeZone) === t);
  if (candidates.length) return Math.max(...candidates);
  return wall - before;
}

/** The local day number and minute of the day at instant `t`. */
export function localDayOf(t: number, timeZone: string) {
  const wall = wallClockAt(t, timeZone);
  const day = Math.floor(wall / dayMs);
  return { day, minute: Math.floor((wall - day * dayMs) / minuteMs) };
}

/** "YYYY-MM-DD" of a day number. */
export const isoDateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
/** The day number of "YYYY-MM-DD". */
export const dayOfIsoDate = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / dayMs);
/** The weekday of a day number (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): Weekday => weekdays[(((day + 3) % 7) + 7) % 7] as Weekday;

// -----------------------------------------------------------------------------------------------

/** The special period in force on a local date (the first listed wins), if any. */
export function specialFor(special: readonly SpecialHours[], date: string): SpecialHours | undefined {
  return special.find((s) => s.from <= date && date <= s.to);
}

/** The hours that apply on a local day: a special period's, else the week's. */
export function hoursOn(hours: WeeklyHours, special: readonly SpecialHours[], day: number): DayHours {
  return specialFor(special, isoDateOf(day)) ?? hours[weekdayOf(day)];
}

/** The open interval a day's hours make, as instants [start, end), or null when closed. */
function intervalOf(day: number, hours: DayHours, timeZone: string): [number, number] | null {
  if (hours.mode === 'closed') return null;
  if (hours.mode === 'open24') return [instantOf(day, 0, timeZone), instantOf(day + 1, 0, timeZone)];
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const endDay = closes <= opens ? day + 1 : day;
  return [instantOf(day, opens, timeZone), instantOf(endDay, closes, timeZone)];
}

/**
 * Whether the business is open at `instant` in `timeZone`, and when that next changes. A day's
 * hours that run past midnight keep it open into the next morning (whatever that day's own hours
 * are); back-to-back intervals (24-hour days in a row) count as one, so 'next change' of a business
 * open around the clock is null. `open24` means the day in force is open around the clock.
 */
export function isOpenAt(
  hours: WeeklyHours,
  special: readonly SpecialHours[],
  instant: Date,
  timeZone: string,
): OpenStatus {
  const now = instant.getTime();
  const today = localDayOf(now, timeZone).day;
  // yesterday's hours may run past midnight into today
  const intervals: Array<{ start: number; end: number }> = [];
  for (let day = today - 1; day <= today + horizonDays; day++) {
    const interval = intervalOf(day, hoursOn(hours, special, day), timeZone);
    if (!interval) continue;
    const last = intervals.at(-1);
    if (last && interval[0] <= last.end) last.end = Math.max(last.end, interval[1]);
    else intervals.push({ start: interval[0], end: interval[1] });
  }
  const horizon = instantOf(today + horizonDays, 0, timeZone);
  const current = intervals.find((i) => i.start <= now && now < i.end);
  if (current) {
    const state: OpenState = hoursOn(hours, special, today).mode === 'open24' ? 'open24' : 'open';
    return { state, nextChange: current.end >= horizon ? null : new Date(current.end) };
  }
  const next = intervals.find((i) => i.start > now);
  return { state: 'closed', nextChange: next ? new Date(next.start) : null };
}

/** Open around the clock every day of the week (the page says "Open 24/7"). */
export const isAlwaysOpen = (hours: WeeklyHours) => weekdays.every((d) => hours[d].mode === 'open24');
