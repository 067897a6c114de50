import { describe, expect, it } from 'vitest';
import {
  compactSpecialRows,
  hourValuesOf,
  hoursFieldOfIssue,
  specialHoursOf,
  specialRowsOfDraft,
  weeklyHoursOf,
} from './hours-form.ts';

describe('the hours form fields', () => {
  it('drops empty and removed special periods and renumbers the rest in order', () => {
    const values = compactSpecialRows({
      'hours.monday.mode': 'closed',
      'special_hours.0.from': '2027-01-01',
      'special_hours.0.to': '2027-01-02',
      'special_hours.0.mode': 'closed',
      'special_hours.0.remove': 'on',
      'special_hours.1.mode': 'closed',
      'special_hours.2.from': '2027-03-10',
      'special_hours.2.to': '2027-03-11',
      'special_hours.2.label': 'Eid',
      'special_hours.2.mode': 'hours',
      'special_hours.2.opens': '10:00',
      'special_hours.2.closes': '14:00',
    });
    expect(values['hours.monday.mode']).toBe('closed');
    expect(specialHoursOf(values)).toEqual([
      { from: '2027-03-10', to: '2027-03-11', label: 'Eid', mode: 'hours', opens: '10:00', closes: '14:00' },
    ]);
  });

  it('keeps a row with only a name: the schema names its missing dates', () => {
    expect(specialHoursOf(compactSpecialRows({ 'special_hours.0.label': 'Ramadan' }))).toEqual([
      { from: '', to: '', label: 'Ramadan', mode: '' },
    ]);
  });

  it('reads back what it writes: stored hours → fields → hours', () => {
    const stored = {
      hours: {
        monday: { mode: 'hours', opens: '09:00', closes: '01:00' },
        tuesday: { mode: 'open24' },
        wednesday: { mode: 'closed' },
        thursday: { mode: 'closed' },
        friday: { mode: 'closed' },
        saturday: { mode: 'closed' },
        sunday: { mode: 'closed' },
      },
      special_hours: [{ from: '2027-02-08', to: '2027-03-09', label: 'Ramadan', mode: 'closed' }],
    };
    const values = hourValuesOf(stored);
    expect(weeklyHoursOf(values)).toEqual(stored.hours);
    expect(specialHoursOf(values)).toEqual(stored.special_hours);
  });

  it('shows an issue under its day, its period or the whole list', () => {
    expect(hoursFieldOfIssue('hours.friday.opens')).toBe('hours.friday');
    expect(hoursFieldOfIssue('special_hours.3.to')).toBe('special_hours.3');
    expect(hoursFieldOfIssue('special_hours')).toBe('special_hours');
    expect(hoursFieldOfIssue('street')).toBeNull();
  });
});

describe("a form draft's special periods", () => {
  it('counts every row the owner filled, not the spare row each form sends', () => {
    const { rows, values } = specialRowsOfDraft([
      ['title', 'Cedar Bakery'],
      ['special_hours.0.from', '2027-03-10'],
      ['special_hours.0.to', '2027-03-12'],
      ['special_hours.0.label', 'Eid al-Fitr'],
      ['special_hours.0.mode', 'closed'],
      ['special_hours.1.from', ''],
      ['special_hours.1.label', ''],
      ['special_hours.1.mode', 'closed'],
      ['special_hours.2.from', '2027-02-08'],
      ['special_hours.2.mode', 'hours'],
      ['special_hours.2.opens', '19:00'],
      ['special_hours.3.from', ''],
      ['special_hours.3.mode', 'closed'],
    ]);
    // row 1 was emptied but row 2 after it holds a period: rows 0–2 come back, the spare is left out
    expect(rows).toBe(3);
    expect(values['special_hours.2.opens']).toBe('19:00');
    expect(values.title).toBeUndefined();
  });

  it('counts a row whose only change is its hours, and none for a draft without periods', () => {
    expect(specialRowsOfDraft([['special_hours.0.mode', 'open24']]).rows).toBe(1);
    expect(specialRowsOfDraft([['special_hours.0.remove', 'on']]).rows).toBe(0);
    expect(
      specialRowsOfDraft([
        ['special_hours.0.mode', 'closed'],
        ['title', 'x'],
      ]).rows,
    ).toBe(0);
  });
});
