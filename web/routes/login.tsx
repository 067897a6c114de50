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
import { loginRequestSchema } from '#shared/accounts.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { useStoreSession } from '../features/account/client-session.ts';
import { errorFor, Field, FormStatus, JsFlag, valueFor } from '../lib/form-fields.tsx';
import { assertSameOrigin, requestMeta, sessionCookie } from '../features/account/session.server.ts';
import { type AccountActionData, formValues, invalid, runForm, zodErrors } from '../lib/forms.server.ts';
import { useT } from '../lib/i18n.ts';
import { routeMeta } from '../lib/seo.ts';
import { messagesFor } from '../lib/messages.server.ts';
import accountCss from '../styles/account.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/login';

export const handle: StylesHandle = { styles: [accountCss] };
export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, {
    title: args.data?.title ?? 'Login',
    description: args.data?.description,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '/Profile');
  if (context.user) throw redirect(redirectTo);
  const messages = messagesFor(context.lang, 'account');
  return {
    redirectTo,
    deleted: url.searchParams.get('deleted') === '1',
    reset: url.searchParams.get('reset') === '1',
    messages,
    title: messages['account.login.title'],
    description: messages['account.login.description'],
  };
}

/** Logs in with or without JavaScript: sets the HttpOnly cookie, and hands the script the spec's storage values. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const values = formValues(form, ['email', 'password']);
  const redirectTo = safeRedirect(form.get('redirectTo'), '/Profile');
  const parsed = loginRequestSchema.safeParse(values);
  if (!parsed.success) return invalid('login', values, zodErrors(parsed.error));
  const result = await runForm('login', values, () =>
    context.services.accounts.login(parsed.data, requestMeta(context)),
  );
  if (!result.ok) return result.response;
  const { token, expiresAt, user } = result.value;
  const headers = { 'Set-Cookie': sessionCookie(context, token, expiresAt) };
  if (form.get('js') !== '1') throw redirect(redirectTo, { headers });
  return data<AccountActionData>(
    { ok: true, intent: 'login', session: { token, name: user.name, email: user.email }, redirectTo },
    { headers },
  );
}

export default function Login() {
  const t = useT();
  const { redirectTo, deleted, reset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AccountActionData | undefined;
  const busy = useNavigation().state !== 'idle';
  useStoreSession(result);
  return (
    <main id="main" className="page container account-auth">
      <div className="auth-card card">
        <h1>{t('account.login.title')}</h1>
        {deleted ? (
          <p role="status" className="alert alert-success">
            {t('account.delete.success')}
          </p>
        ) : null}
        {reset ? (
          <p role="status" className="alert alert-success">
            {t('account.forgot.success')}
          </p>
        ) : null}
        <FormStatus result={result} intent="login" />
        <Form method="post" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <JsFlag />
          <Field
            id="login-email"
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            label={t('account.fields.email')}
            defaultValue={valueFor(result, 'login', 'email')}
            error={errorFor(result, 'login', 'email')}
          />
          <Field
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            label={t('account.fields.password')}
            error={errorFor(result, 'login', 'password')}
          />
          <p>
            <Link to="/Forget-Password">{t('account.login.forgot')}</Link>
          </p>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('account.login.submit')}
          </button>
        </Form>
        <p className="auth-switch">
          {t('account.login.noAccount')}{' '}
          <Link
            to={`/Register${redirectTo !== '/Profile' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}
          >
            {t('account.register.title')}
          </Link>
        </p>
      </div>
    </main>
  );
}
