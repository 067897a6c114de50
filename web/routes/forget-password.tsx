import { data, Form, Link, type MetaFunction, useActionData, useNavigation } from 'react-router';
import { emailRequestSchema, resetPasswordRequestSchema } from '#shared/accounts.ts';
import { errorFor, Field, FormStatus, valueFor } from '../lib/form-fields.tsx';
import { CodeField, TextWithEmail } from '../features/account/fields.tsx';
import { assertSameOrigin, requestMeta } from '../features/account/session.server.ts';
import { type AccountActionData, formValues, invalid, runForm, zodErrors } from '../lib/forms.server.ts';
import { useT } from '../lib/i18n.ts';
import { routeMeta } from '../lib/seo.ts';
import { messagesFor } from '../lib/messages.server.ts';
import accountCss from '../styles/account.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/forget-password';

export const handle: StylesHandle = { styles: [accountCss] };
export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, {
    title: args.data?.title ?? 'Forgot password',
    description: args.data?.description,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const messages = messagesFor(context.lang, 'account');
  return {
    messages,
    title: messages['account.forgot.title'],
    description: messages['account.forgot.description'],
  };
}

/** Step 1 mails a code; step 2 sets the new password with it. A reset never logs in by itself. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'request') {
    const values = formValues(form, ['email']);
    const parsed = emailRequestSchema.safeParse(values);
    if (!parsed.success) return invalid('request', values, zodErrors(parsed.error));
    const result = await runForm('request', values, () =>
      context.services.accounts.requestPasswordReset(parsed.data.email, requestMeta(context)),
    );
    if (!result.ok) return result.response;
    return data<AccountActionData>({
      ok: true,
      intent: 'request',
      message: 'account.forgot.codeSent',
      values: { email: parsed.data.email },
    });
  }
  const values = formValues(form, ['email', 'code', 'password', 'password_confirmation']);
  const parsed = resetPasswordRequestSchema.safeParse(values);
  if (!parsed.success) return invalid('reset', values, zodErrors(parsed.error));
  const result = await runForm('reset', values, () =>
    context.services.accounts.resetPassword(parsed.data, requestMeta(context)),
  );
  if (!result.ok) return result.response;
  return data<AccountActionData>({ ok: true, intent: 'reset', message: 'account.forgot.success' });
}

export default function ForgetPassword() {
  const t = useT();
  const result = useActionData<typeof action>() as AccountActionData | undefined;
  const busy = useNavigation().state !== 'idle';
  const done = result?.ok && result.intent === 'reset';
  const codeStep =
    result && ((result.ok && result.intent === 'request') || (!result.ok && result.intent === 'reset'));
  const email = result?.values?.email ?? '';
  return (
    <main id="main" className="page container account-auth">
      <div className="auth-card card">
        <h1>{t('account.forgot.title')}</h1>
        <FormStatus result={result} />
        {done ? (
          <p>
            <Link className="btn btn-primary" to="/Login">
              {t('account.login.title')}
            </Link>
          </p>
        ) : codeStep ? (
          <Form method="post" noValidate key="reset">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="email" value={email} />
            <p className="muted">
              <TextWithEmail text={(value) => t('account.forgot.codeHint', { email: value })} email={email} />
            </p>
            <CodeField id="reset-code" error={errorFor(result, 'reset', 'code')} />
            <Field
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              label={t('account.fields.newPassword')}
              hint={t('account.fields.passwordHint')}
              error={errorFor(result, 'reset', 'password')}
            />
            <Field
              id="reset-password2"
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              required
              label={t('account.fields.passwordConfirmation')}
              error={errorFor(result, 'reset', 'password_confirmation')}
            />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {t('account.forgot.reset')}
            </button>
          </Form>
        ) : (
          <Form method="post" noValidate key="request">
            <input type="hidden" name="intent" value="request" />
            <p className="muted">{t('account.forgot.intro')}</p>
            <Field
              id="forgot-email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              label={t('account.fields.email')}
              defaultValue={valueFor(result, 'request', 'email')}
              error={errorFor(result, 'request', 'email')}
            />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {t('account.forgot.send')}
            </button>
          </Form>
        )}
        <p className="auth-switch">
          <Link to="/Login">{t('account.forgot.back')}</Link>
        </p>
      </div>
    </main>
  );
}
