import { describe, expect, it } from 'vitest';
import {
  type DayHours,
  instantOf,
  dayOfIsoDate,
  isAlwaysOpen,
  isOpenAt,
  sameEveryDay,
  type SpecialHours,
  type WeeklyHours,
  weekdayOf,
} from './opening-hours.ts';

const zone = 'America/Detroit';
const closed: DayHours = { mode: 'closed' };
const allDay: DayHours = { mode: 'open24' };
const from = (opens: string, closes: string): DayHours => ({ mode: 'hours', opens, closes });

const week = sameEveryDay;

const at = (iso: string) => new Date(iso);
const status = (hours: WeeklyHours, instant: string, special: SpecialHours[] = [], timeZone = zone) => {
  const s = isOpenAt(hours, special, at(instant), timeZone);
  return { state: s.state, next: s.nextChange?.toISOString() ?? null };
};

// 2026-11-23 is a Monday; Detroit is on standard time (UTC-5) then.
describe('isOpenAt: a normal day in the city zone', () => {
  const shop = week(from('09:00', '17:00'), { sunday: closed });

  it('is closed a minute before opening, and says when it opens', () => {
    expect(status(shop, '2026-11-23T13:59:00Z')).toEqual({
      state: 'closed',
      next: '2026-11-23T14:00:00.000Z',
    });
  });

  it('is open from the opening minute until closing', () => {
    expect(status(shop, '2026-11-23T14:00:00Z')).toEqual({ state: 'open', next: '2026-11-23T22:00:00.000Z' });
    expect(status(shop, '2026-11-23T21:59:59Z')).toEqual({ state: 'open', next: '2026-11-23T22:00:00.000Z' });
  });

  it('is closed at the closing minute, until the next day opens', () => {
    expect(status(shop, '2026-11-23T22:00:00Z')).toEqual({
      state: 'closed',
      next: '2026-11-24T14:00:00.000Z',
    });
  });

  it('reads the time in the city zone, not UTC: 02:00 UTC Tuesday is 21:00 Monday in Detroit', () => {
    const evening = week(from('20:00', '23:00'), { tuesday: closed });
    expect(status(evening, '2026-11-24T02:00:00Z').state).toBe('open');
    expect(status(evening, '2026-11-24T02:00:00Z', [], 'Asia/Riyadh').state).toBe('closed');
  });
});

describe('isOpenAt: closed days', () => {
  const shop = week(from('09:00', '17:00'), { sunday: closed });

  it('is closed all Sunday and opens Monday morning', () => {
    // Sunday 2026-11-22 12:00 in Detroit
    expect(status(shop, '2026-11-22T17:00:00Z')).toEqual({
      state: 'closed',
      next: '2026-11-23T14:00:00.000Z',
    });
  });

  it('never opens when every day is closed', () => {
    expect(status(week(closed), '2026-11-23T17:00:00Z')).toEqual({ state: 'closed', next: null });
  });
});

describe('isOpenAt: hours across midnight', () => {
  // open Friday 18:00 to Saturday 02:00; Saturday itself closed
  const cafe = week(closed, { friday: from('18:00', '02:00') });

  it('stays open after midnight into the next day, even a closed one', () => {
    // Saturday 2026-11-28 01:30 Detroit = 06:30Z
    expect(status(cafe, '2026-11-28T06:30:00Z')).toEqual({ state: 'open', next: '2026-11-28T07:00:00.000Z' });
  });

  it('closes at the given time the next morning', () => {
    expect(status(cafe, '2026-11-28T07:00:00Z')).toEqual({
      state: 'closed',
      next: '2026-12-04T23:00:00.000Z',
    });
  });

  it('is open on the evening itself', () => {
    // Friday 2026-11-27 23:59 Detroit
    expect(status(cafe, '2026-11-28T04:59:00Z').state).toBe('open');
  });

  it('takes 00:00 as closing at midnight', () => {
    const late = week(from('10:00', '00:00'));
    // Monday 23:30 Detroit
    expect(status(late, '2026-11-24T04:30:00Z')).toEqual({ state: 'open', next: '2026-11-24T05:00:00.000Z' });
    expect(status(late, '2026-11-24T05:00:00Z')).toEqual({
      state: 'closed',
      next: '2026-11-24T15:00:00.000Z',
    });
  });
});

describe('isOpenAt: open 24/7', () => {
  it('is open24 with no next change when open around the clock every day', () => {
    const always = week(allDay);
    expect(isAlwaysOpen(always)).toBe(true);
    expect(status(always, '2026-11-23T08:00:00Z')).toEqual({ state: 'open24', next: null });
  });

  it('is open24 on a 24-hour day and closes at the midnight before a closed day', () => {
    const station = week(allDay, { sunday: closed });
    expect(isAlwaysOpen(station)).toBe(false);
    // Saturday 2026-11-28 15:00 Detroit; closes at Sunday 00:00 = 05:00Z
    expect(status(station, '2026-11-28T20:00:00Z')).toEqual({
      state: 'open24',
      next: '2026-11-29T05:00:00.000Z',
    });
  });
});

describe('isOpenAt: a special period overrides the week', () => {
  // Weekly Monday–Saturday 09:00–17:00; Ramadan 2026 (18 Feb – 19 Mar) evenings 19:00–03:00;
  // closed for Eid on 20 March, a Friday.
  const shop = week(from('09:00', '17:00'), { sunday: closed });
  const special: SpecialHours[] = [
    { from: '2026-02-18', to: '2026-03-19', label: 'Ramadan', ...from('19:00', '03:00') },
    { from: '2026-03-20', to: '2026-03-20', label: 'Eid', ...closed },
  ];

  it('is closed at noon on a Ramadan weekday although the week says open, and opens at 19:00', () => {
    // Monday 2026-03-02 12:00 EST = 17:00Z
    expect(status(shop, '2026-03-02T17:00:00Z', special)).toEqual({
      state: 'closed',
      next: '2026-03-03T00:00:00.000Z',
    });
  });

  it('is open late into the night during Ramadan, on a Sunday too', () => {
    // Sunday 2026-03-01 22:00 EST = 03:00Z Monday
    expect(status(shop, '2026-03-02T03:00:00Z', special)).toEqual({
      state: 'open',
      next: '2026-03-02T08:00:00.000Z',
    });
  });

  it('keeps the last Ramadan night open into Eid morning, then stays closed on Eid', () => {
    // Friday 2026-03-20 02:00 EDT (DST began 8 March) = 06:00Z
    expect(status(shop, '2026-03-20T06:00:00Z', special).state).toBe('open');
    // Friday 2026-03-20 12:00 EDT: a normal Friday would be open
    expect(status(shop, '2026-03-20T16:00:00Z', special)).toEqual({
      state: 'closed',
      next: '2026-03-21T13:00:00.000Z',
    });
  });

  it('goes back to the weekly hours after the period', () => {
    // Monday 2026-03-23 12:00 EDT
    expect(status(shop, '2026-03-23T16:00:00Z', special).state).toBe('open');
  });
});

describe('isOpenAt: daylight-saving change days', () => {
  // 2026-03-08: clocks go from 02:00 EST to 03:00 EDT. 2026-11-01: from 02:00 EDT back to 01:00 EST.
  it('spring forward: a night that closes at 03:00 closes one real hour after 01:00', () => {
    const bar = week(closed, { saturday: from('20:00', '03:00') });
    // Sunday 01:59 EST = 06:59Z: open; 03:00 EDT = 07:00Z: closed
    expect(status(bar, '2026-03-08T06:59:00Z')).toEqual({ state: 'open', next: '2026-03-08T07:00:00.000Z' });
    expect(status(bar, '2026-03-08T07:00:00Z').state).toBe('closed');
  });

  it('spring forward: an opening time the clocks skip (02:30) opens at 03:30 daylight time', () => {
    const early = week(closed, { sunday: from('02:30', '10:00') });
    expect(status(early, '2026-03-08T06:30:00Z')).toEqual({
      state: 'closed',
      next: '2026-03-08T07:30:00.000Z',
    });
    expect(instantOf(dayOfIsoDate('2026-03-08'), 150, zone)).toBe(Date.parse('2026-03-08T07:30:00Z'));
  });

  it('fall back: a 24-hour Sunday lasts 25 real hours', () => {
    const sundays = week(closed, { sunday: allDay });
    // starts 00:00 EDT = 04:00Z, ends Monday 00:00 EST = 05:00Z next day
    expect(status(sundays, '2026-11-01T04:00:00Z')).toEqual({
      state: 'open24',
      next: '2026-11-02T05:00:00.000Z',
    });
    expect(status(sundays, '2026-11-02T04:30:00Z').state).toBe('open24');
    expect(status(sundays, '2026-11-02T05:00:00Z').state).toBe('closed');
  });

  it('fall back: a time that happens twice (01:30) is its second occurrence, in standard time, as PostgreSQL reads it', () => {
    const bar = week(closed, { saturday: from('20:00', '01:30') });
    // the first 01:30 (EDT, 05:30Z) passes; closing is the repeated 01:30 EST = 06:30Z
    expect(status(bar, '2026-11-01T05:29:00Z')).toEqual({ state: 'open', next: '2026-11-01T06:30:00.000Z' });
    expect(status(bar, '2026-11-01T06:00:00Z').state).toBe('open');
    expect(status(bar, '2026-11-01T06:30:00Z').state).toBe('closed');
  });
});

describe('calendar helpers', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf(dayOfIsoDate('2026-11-23'))).toBe('monday');
    expect(weekdayOf(dayOfIsoDate('2026-11-29'))).toBe('sunday');
    expect(weekdayOf(dayOfIsoDate('1969-12-31'))).toBe('wednesday');
  });
});
