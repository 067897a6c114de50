import { useEffect, useState } from 'react';
import { weekdays } from '#shared/listings/opening-hours.ts';
import { useT } from '../../lib/i18n.ts';
import { FieldError, SelectField } from '../listings/posting/posting-fields.tsx';
import { dayModes, specialPeriodsMax, specialRowCount, specialRowsOfDraft } from './hours-form.ts';

/**
 * The hours editor of a business: the week (Monday to Sunday; closed, open 24 hours or times; a
 * 'same as Monday' shortcut) and its special periods (Ramadan evenings, an Eid closure). The
 * add-business form and the owner's 'update hours' page both show these two, with the flat field
 * names of hours-form.ts. Without JavaScript every input is there (times for every mode, a spare
 * row for a new period, a box to remove one); the script adds rows and copies Monday.
 */
interface HoursEditorProps {
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
}

interface DayHours {
  mode: string;
  opens: string;
  closes: string;
}

/** A new form's week: Monday to Saturday 09:00–17:00, Sunday closed (the owner changes what differs). */
const defaultDay = (day: string): DayHours =>
  day === 'sunday'
    ? { mode: 'closed', opens: '', closes: '' }
    : { mode: 'hours', opens: '09:00', closes: '17:00' };

function TimeInput({
  id,
  label,
  value,
  onChange,
  defaultValue,
}: {
  id: string;
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="time"
        dir="ltr"
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
    </div>
  );
}

function DayModeOptions() {
  const t = useT();
  return dayModes.map((mode) => (
    <option key={mode} value={mode}>
      {t(`addBusiness.dayModes.${mode}`)}
    </option>
  ));
}

/** Monday to Sunday, each closed, open 24 hours or open between two times. */
export function WeeklyHoursEditor({ values, errors }: HoursEditorProps) {
  const t = useT();
  const [hours, setHours] = useState<Record<string, DayHours>>(() =>
    Object.fromEntries(
      weekdays.map((day) => {
        const mode = values[`hours.${day}.mode`];
        return [
          day,
          mode
            ? { mode, opens: values[`hours.${day}.opens`] ?? '', closes: values[`hours.${day}.closes`] ?? '' }
            : defaultDay(day),
        ];
      }),
    ),
  );
  const setDay = (day: string, change: Partial<DayHours>) =>
    setHours((current) => ({ ...current, [day]: { ...current[day], ...change } }));
  const sameAsMonday = () =>
    setHours((current) => Object.fromEntries(weekdays.map((day) => [day, { ...current.monday }])));

  return (
    <fieldset id="hours" className="field-group hours-editor">
      <legend>{t('addBusiness.fields.hours')}</legend>
      <p className="field-hint">{t('addBusiness.fields.hoursHint')}</p>
      {weekdays.map((day) => {
        const current = hours[day];
        const dayLabel = t(`business.hours.day.${day}`);
        return (
          <div key={day} className="hours-row" id={`hours.${day}`}>
            <SelectField
              id={`hours.${day}.mode`}
              name={`hours.${day}.mode`}
              label={dayLabel}
              value={current.mode}
              onChange={(event) => setDay(day, { mode: event.target.value })}
              error={errors[`hours.${day}`]}
            >
              <DayModeOptions />
            </SelectField>
            <div className="hours-times">
              <TimeInput
                id={`hours.${day}.opens`}
                label={t('addBusiness.fields.opens', { day: dayLabel })}
                value={current.opens}
                onChange={(opens) => setDay(day, { opens })}
              />
              <TimeInput
                id={`hours.${day}.closes`}
                label={t('addBusiness.fields.closes', { day: dayLabel })}
                value={current.closes}
                onChange={(closes) => setDay(day, { closes })}
              />
            </div>
            {day === 'monday' ? (
              <button type="button" className="btn btn-outline btn-sm hours-same" onClick={sameAsMonday}>
                {t('addBusiness.fields.sameAsMonday')}
              </button>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The special periods: one group per period (dates, an optional name, that period's hours, a box to
 * remove it) and a spare, empty one for a new period; the script's button adds more spare rows.
 * Empty and removed rows are dropped before checking (hours-form.ts `compactSpecialRows`).
 */
export function SpecialPeriodsEditor({
  values,
  errors,
  restored,
}: HoursEditorProps & {
  /** A restored form draft's fields (form-draft.ts): its periods come back as rows of their own. */
  restored?: Array<[string, string]> | null;
}) {
  const t = useT();
  const [draft, setDraft] = useState<{ values: Record<string, string>; rows: number }>({
    values: {},
    rows: 0,
  });
  const stored = Math.max(specialRowCount(values), draft.rows);
  const [rows, setRows] = useState(() => Math.min(stored + 1, specialPeriodsMax));
  // The draft is read after hydration and written into the controls already there; periods past
  // the rows the page opened with need their rows first, which mount with the draft's values.
  useEffect(() => {
    if (!restored) return;
    const found = specialRowsOfDraft(restored);
    setDraft(found);
    setRows((n) => Math.max(n, Math.min(found.rows + 1, specialPeriodsMax)));
  }, [restored]);
  const rowValues = draft.rows ? { ...values, ...draft.values } : values;
  const listError = errors.special_hours;
  return (
    <fieldset
      id="special_hours"
      className="field-group special-hours-editor"
      aria-invalid={listError ? true : undefined}
      aria-describedby={['special_hours-hint', listError ? 'special_hours-error' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend>{t('addBusiness.special.legend')}</legend>
      <p id="special_hours-hint" className="field-hint">
        {t('addBusiness.special.hint')}
      </p>
      {Array.from({ length: rows }, (_, n) => (
        <SpecialPeriodRow
          // rows only grow while the page is open: the index is a stable key
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered or spliced
          key={n}
          n={n}
          isNew={n >= stored}
          values={rowValues}
          error={errors[`special_hours.${n}`]}
        />
      ))}
      <FieldError id="special_hours" error={listError} />
      {rows < specialPeriodsMax ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => setRows((n) => Math.min(n + 1, specialPeriodsMax))}
        >
          {t('addBusiness.special.add')}
        </button>
      ) : null}
    </fieldset>
  );
}

function SpecialPeriodRow({
  n,
  isNew,
  values,
  error,
}: {
  n: number;
  isNew: boolean;
  values: Record<string, string | undefined>;
  error?: string;
}) {
  const t = useT();
  const name = (part: string) => `special_hours.${n}.${part}`;
  const value = (part: string) => values[name(part)] ?? '';
  const errorId = `${name('row')}-error`;
  return (
    <fieldset
      id={`special_hours.${n}`}
      className="special-period"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{isNew ? t('addBusiness.special.new') : t('addBusiness.special.period', { n: n + 1 })}</legend>
      <div className="form-row">
        <div className="field">
          <label htmlFor={name('from')}>{t('addBusiness.special.from')}</label>
          <input id={name('from')} name={name('from')} type="date" dir="ltr" defaultValue={value('from')} />
        </div>
        <div className="field">
          <label htmlFor={name('to')}>{t('addBusiness.special.to')}</label>
          <input id={name('to')} name={name('to')} type="date" dir="ltr" defaultValue={value('to')} />
        </div>
        <div className="field">
          <label htmlFor={name('label')}>{t('addBusiness.special.label')}</label>
          <input
            id={name('label')}
            name={name('label')}
            dir="auto"
            maxLength={60}
            defaultValue={value('label')}
            aria-describedby={`${name('label')}-hint`}
          />
          <p id={`${name('label')}-hint`} className="field-hint">
            {t('addBusiness.special.labelHint')}
          </p>
        </div>
      </div>
      <div className="special-hours-row">
        <div className="field">
          <label htmlFor={name('mode')}>{t('addBusiness.special.mode')}</label>
          <select id={name('mode')} name={name('mode')} defaultValue={value('mode') || 'closed'}>
            <DayModeOptions />
          </select>
        </div>
        <div className="hours-times">
          <TimeInput
            id={name('opens')}
            label={t('addBusiness.special.opens')}
            defaultValue={value('opens')}
          />
          <TimeInput
            id={name('closes')}
            label={t('addBusiness.special.closes')}
            defaultValue={value('closes')}
          />
        </div>
      </div>
      {isNew ? null : (
        <label className="checkbox">
          <input type="checkbox" name={name('remove')} defaultChecked={value('remove') === 'on'} />
          {t('addBusiness.special.remove')}
        </label>
      )}
      <FieldError id={name('row')} error={error} />
    </fieldset>
  );
}
