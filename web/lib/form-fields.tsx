import type { InputHTMLAttributes } from 'react';
import type { FormActionData } from './forms.server.ts';
import { useT } from './i18n.ts';
import { useHydrated } from './use-hydrated.ts';

type FieldProps = {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A labelled input whose error (a catalog key) is announced and tied to it. */
export function Field({ id, name, label, error, hint, ...input }: FieldProps) {
  const t = useT();
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form's success or failure line for this intent. */
export function FormStatus({ result, intent }: { result: FormActionData | undefined; intent?: string }) {
  const t = useT();
  if (!result || (intent && result.intent !== intent)) return null;
  if (result.ok && result.message)
    return (
      <p role="status" className="alert alert-success">
        {t(result.message)}
      </p>
    );
  if (!result.ok && result.formError)
    return (
      <p role="alert" className="alert alert-error">
        {t(result.formError)}
      </p>
    );
  return null;
}

/** Tells the action that this page runs JavaScript (it then answers with data instead of a redirect). */
export function JsFlag() {
  const hydrated = useHydrated();
  return <input type="hidden" name="js" value={hydrated ? '1' : ''} />;
}

export const errorFor = (result: FormActionData | undefined, intent: string, field: string) =>
  result && !result.ok && result.intent === intent ? result.errors?.[field] : undefined;
export const valueFor = (result: FormActionData | undefined, intent: string, field: string) =>
  result && !result.ok && result.intent === intent ? result.values?.[field] : undefined;
