import {
  data,
  Form,
  Link,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { genders, registerRequestSchema } from '#shared/accounts.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { limits } from '#shared/limits.ts';
import { useStoreSession } from '../features/account/client-session.ts';
import { errorFor, Field, FormStatus, JsFlag, valueFor } from '../lib/form-fields.tsx';
import { assertSameOrigin, requestMeta, sessionCookie } from '../features/account/session.server.ts';
import { type AccountActionData, formValues, invalid, runForm, zodErrors } from '../lib/forms.server.ts';
import { useT } from '../lib/i18n.ts';
import { routeMeta } from '../lib/seo.ts';
import { messagesFor } from '../lib/messages.server.ts';
import accountCss from '../styles/account.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/register';

export const handle: StylesHandle = { styles: [accountCss] };
export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, {
    title: args.data?.title ?? 'Register',
    description: args.data?.description,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/Profile');
  if (context.user) throw redirect(redirectTo);
  const messages = messagesFor(context.lang, 'account');
  return {
    redirectTo,
    messages,
    title: messages['account.register.title'],
    description: messages['account.register.description'],
  };
}

const fields = ['name', 'email', 'phone', 'password', 'password_confirmation', 'gender', 'terms'] as const;

/** Creates the account and logs it in; a code to verify the address goes out by mail. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const values = formValues(form, fields);
  const redirectTo = safeRedirect(form.get('redirectTo'), '/Profile');
  const parsed = registerRequestSchema.safeParse({
    ...values,
    terms: values.terms || undefined,
    gender: values.gender || undefined,
  });
  if (!parsed.success) return invalid('register', values, zodErrors(parsed.error));
  const result = await runForm('register', values, () =>
    context.services.accounts.register(parsed.data, requestMeta(context)),
  );
  if (!result.ok) return result.response;
  const { token, expiresAt, user } = result.value;
  const headers = { 'Set-Cookie': sessionCookie(context, token, expiresAt) };
  if (form.get('js') !== '1') throw redirect(redirectTo, { headers });
  return data<AccountActionData>(
    { ok: true, intent: 'register', session: { token, name: user.name, email: user.email }, redirectTo },
    { headers },
  );
}

export default function Register() {
  const t = useT();
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AccountActionData | undefined;
  const busy = useNavigation().state !== 'idle';
  useStoreSession(result);
  const err = (f: string) => errorFor(result, 'register', f);
  const val = (f: string) => valueFor(result, 'register', f);
  return (
    <main id="main" className="page container account-auth">
      <div className="auth-card card">
        <h1>{t('account.register.title')}</h1>
        <FormStatus result={result} intent="register" />
        <Form method="post" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <JsFlag />
          <Field
            id="reg-name"
            name="name"
            label={t('account.fields.name')}
            autoComplete="name"
            dir="auto"
            maxLength={limits.nameMax}
            required
            defaultValue={val('name')}
            error={err('name')}
          />
          <Field
            id="reg-email"
            name="email"
            type="email"
            dir="ltr"
            label={t('account.fields.email')}
            autoComplete="email"
            required
            defaultValue={val('email')}
            error={err('email')}
          />
          <Field
            id="reg-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            label={t('account.fields.phone')}
            autoComplete="tel"
            defaultValue={val('phone')}
            error={err('phone')}
          />
          <Field
            id="reg-password"
            name="password"
            type="password"
            label={t('account.fields.password')}
            autoComplete="new-password"
            required
            hint={t('account.fields.passwordHint')}
            error={err('password')}
          />
          <Field
            id="reg-password2"
            name="password_confirmation"
            type="password"
            label={t('account.fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            error={err('password_confirmation')}
          />
          <fieldset className="field" aria-describedby={err('gender') ? 'reg-gender-error' : undefined}>
            <legend>{t('account.fields.gender')}</legend>
            <div className="choice-row">
              {genders.map((g) => (
                <label key={g} className="checkbox">
                  <input type="radio" name="gender" value={g} defaultChecked={val('gender') === g} />{' '}
                  {t(`account.gender.${g}`)}
                </label>
              ))}
            </div>
            {err('gender') ? (
              <p id="reg-gender-error" className="field-error">
                {t(err('gender') as string)}
              </p>
            ) : null}
          </fieldset>
          <div className="field">
            <label className="checkbox">
              <input
                type="checkbox"
                name="terms"
                value="on"
                aria-describedby={err('terms') ? 'reg-terms-error' : undefined}
              />
              <span>
                {t('account.register.acceptTerms')}{' '}
                <Link to="/Terms-conditions">{t('account.register.termsLink')}</Link>
              </span>
            </label>
            {err('terms') ? (
              <p id="reg-terms-error" className="field-error">
                {t(err('terms') as string)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('account.register.submit')}
          </button>
        </Form>
        <p className="auth-switch">
          {t('account.register.haveAccount')} <Link to="/Login">{t('account.login.title')}</Link>
        </p>
      </div>
    </main>
  );
}
