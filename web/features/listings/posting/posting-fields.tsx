import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { Values } from '../../../../shared/i18n/format.ts';
import { Field } from '../../../lib/form-fields.tsx';
import { useT } from '../../../lib/i18n.ts';

/** A field's message (a catalog key and its values), announced and tied to its control. */
export function FieldError({ id, error, params }: { id: string; error?: string; params?: Values }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {t(error, params)}
    </p>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

type SelectFieldProps = {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled select whose error is tied to it. */
export function SelectField({ id, label, error, children, ...select }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...select}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

type TextAreaFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input; user text of either language, so its direction follows its content. */
export function TextAreaField({ id, label, error, hint, ...area }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of radio buttons with one legend and one message. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  error,
}: {
  id: string;
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  error?: string;
}) {
  return (
    <fieldset
      className="field choice-group"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
    >
      <legend>{legend}</legend>
      <div className="choice-row">
        {options.map((option) => (
          <label key={option.value} className="checkbox">
            <input type="radio" name={name} value={option.value} defaultChecked={value === option.value} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** The poster's phone number: any digits people type (١٢٣ too), read left to right. */
export function PhoneField({ label, value, error }: { label: string; value?: string; error?: string }) {
  return (
    <Field
      id="phone"
      name="phone"
      type="tel"
      label={label}
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      maxLength={32}
      defaultValue={value}
      error={error}
    />
  );
}
