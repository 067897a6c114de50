import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { Values } from '#shared/i18n/format.ts';
import { Field } from '#web/lib/form-fields.tsx';
import { useT } from '#web/lib/i18n.ts';

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
  hint,
}: {
  id: string;
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  error?: string;
  /** A line under the choices that says what they depend on. */
  hint?: string;
}) {
  return (
    <fieldset
      className="field choice-group"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
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
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
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

/** The poster's e-mail address, read left to right. */
export function EmailField({ label, value, error }: { label: string; value?: string; error?: string }) {
  return (
    <Field
      id="email"
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      dir="ltr"
      maxLength={254}
      defaultValue={value}
      error={error}
    />
  );
}

type InputProps = Omit<Parameters<typeof Field>[0], 'id' | 'name' | 'defaultValue' | 'error'>;

/**
 * The controls of a kind's own fields, each named as its attribute and filled from what the form
 * was sent with, with its message: the kinds' field files say only what differs (label, length,
 * direction, choices and their words).
 */
export function kindControls(
  values: Record<string, string>,
  errors: Record<string, string>,
  choices: Record<string, readonly string[]>,
) {
  return {
    /** A text input; free text reads in its own direction unless told (`dir="ltr"` for numbers). */
    input: (name: string, props: InputProps) => (
      <Field id={name} name={name} dir="auto" defaultValue={values[name]} error={errors[name]} {...props} />
    ),
    /** One radio button per choice of the kind's field, each labelled by `labelOf`. */
    radios: (name: string, legend: string, labelOf: (value: string) => string, fallback = '') => (
      <RadioGroup
        id={name}
        name={name}
        legend={legend}
        value={values[name] || fallback}
        error={errors[name]}
        options={(choices[name] ?? []).map((value) => ({ value, label: labelOf(value) }))}
      />
    ),
  };
}
