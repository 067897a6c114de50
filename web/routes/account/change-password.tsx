import { data, Form, type MetaFunction, useActionData, useNavigation } from 'react-router';
import { changePasswordRequestSchema } from '#shared/accounts.ts';
import { useStoreSession } from '../../features/account/client-session.ts';
import { errorFor, Field, FormStatus } from '../../lib/form-fields.tsx';
import { requirePageUser, sessionCookie } from '../../features/account/session.server.ts';
import { type AccountActionData, formValues, invalid, runForm, zodErrors } from '../../lib/forms.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import type { Route } from './+types/change-password';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Change password' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(context, request);
  const messages = messagesFor(context.lang, 'account');
  return { messages, title: messages['account.changePassword.title'] };
}

/** Every session ends; this browser gets a fresh one (cookie and stored token). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const form = await request.formData();
  const values = formValues(form, ['current_password', 'password', 'password_confirmation']);
  const parsed = changePasswordRequestSchema.safeParse(values);
  if (!parsed.success) return invalid('change', values, zodErrors(parsed.error));
  const result = await runForm('change', values, () =>
    context.services.accounts.changePassword(user.id, parsed.data),
  );
  if (!result.ok) return result.response;
  const { token, expiresAt } = result.value;
  return data<AccountActionData>(
    {
      ok: true,
      intent: 'change',
      message: 'account.changePassword.success',
      session: { token, name: user.name, email: user.email },
    },
    { headers: { 'Set-Cookie': sessionCookie(context, token, expiresAt) } },
  );
}

export default function ChangePassword() {
  const t = useT();
  const result = useActionData<typeof action>() as AccountActionData | undefined;
  const busy = useNavigation().state !== 'idle';
  useStoreSession(result);
  const err = (f: string) => errorFor(result, 'change', f);
  return (
    <div className="stack">
      <h1>{t('account.changePassword.title')}</h1>
      <section className="card account-section">
        <FormStatus result={result} intent="change" />
        <Form method="post" noValidate key={result?.ok ? 'done' : 'form'}>
          <Field
            id="cp-current"
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            label={t('account.fields.currentPassword')}
            error={err('current_password')}
          />
          <Field
            id="cp-new"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={t('account.fields.newPassword')}
            hint={t('account.fields.passwordHint')}
            error={err('password')}
          />
          <Field
            id="cp-confirm"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            required
            label={t('account.fields.passwordConfirmation')}
            error={err('password_confirmation')}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('account.changePassword.submit')}
          </button>
        </Form>
      </section>
    </div>
  );
}
