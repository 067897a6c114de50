import { useEffect } from 'react';
import {
  data,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import {
  changeEmailRequestSchema,
  codeRequestSchema,
  genders,
  updateProfileRequestSchema,
} from '#shared/accounts.ts';
import { limits } from '#shared/limits.ts';
import { errorFor, Field, FormStatus } from '../../lib/form-fields.tsx';
import { CodeField, TextWithEmail } from '../../features/account/fields.tsx';
import { requestMeta, requirePageUser } from '../../features/account/session.server.ts';
import { type AccountActionData, formValues, invalid, runForm, zodErrors } from '../../lib/forms.server.ts';
import { storageKeys, writeStorage } from '../../features/shell/client-session.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import type { Route } from './+types/profile';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Profile' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const profile = await context.services.accounts.getProfile(user.id);
  const messages = messagesFor(context.lang, 'account');
  return { profile, messages, title: messages['account.profile.title'] };
}

/** Profile edits, e-mail verification and e-mail change; each form names its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const accounts = context.services.accounts;
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const meta = requestMeta(context);
  switch (intent) {
    case 'profile': {
      const values = formValues(form, ['name', 'phone', 'gender']);
      const parsed = updateProfileRequestSchema.safeParse({ ...values, gender: values.gender || undefined });
      if (!parsed.success) return invalid(intent, values, zodErrors(parsed.error));
      const result = await runForm(intent, values, () => accounts.updateProfile(user.id, parsed.data));
      if (!result.ok) return result.response;
      return data<AccountActionData>({ ok: true, intent, message: 'account.profile.saved' });
    }
    case 'send-verification': {
      const result = await runForm(intent, {}, () => accounts.sendVerificationCode(user.id, meta));
      if (!result.ok) return result.response;
      return data<AccountActionData>({ ok: true, intent, message: 'account.verify.sent' });
    }
    case 'verify': {
      const values = formValues(form, ['code']);
      const parsed = codeRequestSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, values, zodErrors(parsed.error));
      const result = await runForm(intent, values, () =>
        accounts.verifyEmail(user.id, parsed.data.code, meta),
      );
      if (!result.ok) return result.response;
      return data<AccountActionData>({ ok: true, intent, message: 'account.verify.done' });
    }
    case 'change-email': {
      const values = formValues(form, ['email', 'password']);
      const parsed = changeEmailRequestSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, values, zodErrors(parsed.error));
      const result = await runForm(intent, values, () =>
        accounts.requestEmailChange(user.id, parsed.data, meta),
      );
      if (!result.ok) return result.response;
      return data<AccountActionData>({
        ok: true,
        intent,
        message: 'account.changeEmail.sent',
        values: { email: parsed.data.email },
      });
    }
    case 'confirm-email': {
      const values = formValues(form, ['code', 'email']);
      const parsed = codeRequestSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, values, zodErrors(parsed.error));
      const result = await runForm(intent, values, () =>
        accounts.confirmEmailChange(user.id, parsed.data.code, meta),
      );
      if (!result.ok) return result.response;
      return data<AccountActionData>({
        ok: true,
        intent,
        message: 'account.changeEmail.done',
        values: { newEmail: result.value.email },
      });
    }
  }
  return invalid('unknown', {}, { form: 'validation.invalid' });
}

export default function Profile() {
  const t = useT();
  const { profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AccountActionData | undefined;
  const busy = useNavigation().state !== 'idle';
  const err = (intent: string, f: string) => errorFor(result, intent, f);
  const awaitingEmailCode =
    result &&
    ((result.ok && result.intent === 'change-email') || (!result.ok && result.intent === 'confirm-email'));
  const pendingEmail = result?.values?.email ?? '';

  // the product keeps the address in localStorage too
  const newEmail = result?.ok && result.intent === 'confirm-email' ? result.values?.newEmail : undefined;
  useEffect(() => {
    if (newEmail) writeStorage(storageKeys.email, newEmail);
  }, [newEmail]);

  return (
    <div className="stack">
      <h1>{t('account.profile.title')}</h1>

      {!profile.email_verified ? (
        <section className="card account-section" aria-labelledby="verify-title">
          <h2 id="verify-title">{t('account.verify.title')}</h2>
          <p>
            <TextWithEmail text={(email) => t('account.verify.intro', { email })} email={profile.email} />
          </p>
          <FormStatus result={result} intent="verify" />
          <FormStatus result={result} intent="send-verification" />
          <Form method="post" noValidate className="inline-form">
            <input type="hidden" name="intent" value="verify" />
            <CodeField id="verify-code" error={err('verify', 'code')} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('account.verify.submit')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="send-verification" />
            <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
              {t('account.verify.resend')}
            </button>
          </Form>
        </section>
      ) : (
        <>
          <FormStatus result={result} intent="verify" />
          <p className="badge badge-success">{t('account.verify.verified')}</p>
        </>
      )}

      <section className="card account-section" aria-labelledby="profile-edit-title">
        <h2 id="profile-edit-title">{t('account.profile.edit')}</h2>
        <FormStatus result={result} intent="profile" />
        <Form method="post" noValidate key={`${profile.name}|${profile.phone}|${profile.gender}`}>
          <input type="hidden" name="intent" value="profile" />
          <Field
            id="profile-name"
            name="name"
            label={t('account.fields.name')}
            dir="auto"
            autoComplete="name"
            maxLength={limits.nameMax}
            required
            defaultValue={profile.name}
            error={err('profile', 'name')}
          />
          <Field
            id="profile-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            label={t('account.fields.phone')}
            defaultValue={profile.phone}
            error={err('profile', 'phone')}
          />
          <fieldset className="field">
            <legend>{t('account.fields.gender')}</legend>
            <div className="choice-row">
              {genders.map((g) => (
                <label key={g} className="checkbox">
                  <input type="radio" name="gender" value={g} defaultChecked={profile.gender === g} />{' '}
                  {t(`account.gender.${g}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('account.profile.save')}
          </button>
        </Form>
      </section>

      <section className="card account-section" aria-labelledby="email-title">
        <h2 id="email-title">{t('account.changeEmail.title')}</h2>
        <p>
          {t('account.changeEmail.current')} <bdi dir="ltr">{profile.email}</bdi>
        </p>
        <FormStatus result={result} intent="change-email" />
        <FormStatus result={result} intent="confirm-email" />
        {awaitingEmailCode ? (
          <Form method="post" noValidate className="inline-form" key="confirm">
            <input type="hidden" name="intent" value="confirm-email" />
            <input type="hidden" name="email" value={pendingEmail} />
            <CodeField id="email-code" error={err('confirm-email', 'code')} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('account.changeEmail.confirm')}
            </button>
          </Form>
        ) : (
          <Form method="post" noValidate key="request">
            <input type="hidden" name="intent" value="change-email" />
            <Field
              id="new-email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              label={t('account.fields.newEmail')}
              error={err('change-email', 'email')}
            />
            <Field
              id="email-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              label={t('account.fields.currentPassword')}
              error={err('change-email', 'password')}
            />
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t('account.changeEmail.submit')}
            </button>
          </Form>
        )}
      </section>

      <p className="account-links">
        <Link to="/changePassword">{t('account.nav.changePassword')}</Link> ·{' '}
        <Link to="/delete-account">{t('account.nav.deleteAccount')}</Link>
      </p>
    </div>
  );
}
