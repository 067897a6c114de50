import { Field } from '../../lib/form-fields.tsx';
import { useT } from '../../lib/i18n.ts';

/** Six digits by mail; accepts Arabic-Indic digits and a pasted code with spaces (the server normalises). */
export function CodeField({ id, error, label }: { id: string; error?: string; label?: string }) {
  const t = useT();
  return (
    <Field
      id={id}
      name="code"
      label={label ?? t('account.fields.code')}
      error={error}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={16}
      dir="ltr"
      required
    />
  );
}

/** A translated sentence with an e-mail inside it, the address in a left-to-right isolate. */
export function TextWithEmail({ text, email }: { text: (placeholder: string) => string; email: string }) {
  const marker = '\u0000';
  const [before, after = ''] = text(marker).split(marker);
  return (
    <>
      {before}
      <bdi dir="ltr">{email}</bdi>
      {after}
    </>
  );
}
