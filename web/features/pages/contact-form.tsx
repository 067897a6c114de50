import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type ContactField, contactFieldErrors, contactMessageRequestSchema } from '#shared/contact.ts';
import { limits } from '#shared/limits.ts';
import { useT } from '../../lib/i18n.ts';

export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      errors?: Partial<Record<ContactField, string>>;
      formError?: string;
      values: Record<ContactField, string>;
    };

const fields: Array<{
  name: ContactField;
  type: 'text' | 'email' | 'tel' | 'textarea';
  max: number;
  autoComplete?: string;
}> = [
  { name: 'name', type: 'text', max: limits.nameMax, autoComplete: 'name' },
  { name: 'email', type: 'email', max: limits.emailMax, autoComplete: 'email' },
  { name: 'phone', type: 'tel', max: limits.phoneMax, autoComplete: 'tel' },
  { name: 'subject', type: 'text', max: limits.subjectMax },
  { name: 'message', type: 'textarea', max: limits.messageMax },
];
const requiredFields: ContactField[] = ['name', 'email', 'message'];

/**
 * The contact form. Works without JavaScript (a plain POST to this route's action); with it, the
 * shared schema checks fields before sending and the server checks them again.
 */
export function ContactForm({ result }: { result: ContactActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<ContactField, string>> | null>(null);
  const isSubmitting = navigation.state === 'submitting';
  const serverErrors = result && !result.ok ? result.errors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  const values = result && !result.ok ? result.values : undefined;
  const isSent = result?.ok === true && !clientErrors;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const entries = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = contactMessageRequestSchema.safeParse(entries);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = contactFieldErrors(parsed.error);
    setClientErrors(found);
    const first = fields.find((f) => found[f.name]);
    const element = first ? event.currentTarget.elements.namedItem(first.name) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('pages.contact.formTitle')}</h2>
      <p role="status" className={isSent ? 'form-success' : 'visually-hidden'}>
        {isSent ? t('pages.contact.success') : ''}
      </p>
      {result && !result.ok && result.formError && !clientErrors ? (
        <p role="alert" className="form-alert">
          {t(result.formError)}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        ref={formRef}
        onSubmit={handleSubmit}
        onChange={() => clientErrors && setClientErrors(null)}
      >
        {fields.map((field) => {
          const id = `contact-${field.name}`;
          const error = errors[field.name];
          const common = {
            id,
            name: field.name,
            maxLength: field.max,
            defaultValue: values?.[field.name] ?? '',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            'aria-required': requiredFields.includes(field.name) ? true : undefined,
          };
          return (
            <div key={field.name} className={`field field--${field.name}`}>
              <label htmlFor={id}>{t(`pages.contact.fields.${field.name}`)}</label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={6} dir="auto" />
              ) : field.type === 'tel' ? (
                <input {...common} type="tel" inputMode="tel" dir="ltr" autoComplete={field.autoComplete} />
              ) : field.type === 'email' ? (
                <input {...common} type="email" dir="ltr" autoComplete={field.autoComplete} />
              ) : (
                <input {...common} type="text" dir="auto" autoComplete={field.autoComplete} />
              )}
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {t(error)}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="contact-form__submit" disabled={isSubmitting}>
          {t(isSubmitting ? 'pages.contact.sending' : 'pages.contact.submit')}
        </button>
      </Form>
    </section>
  );
}
