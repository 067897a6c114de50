import { Form, Link, type MetaFunction, redirect, useActionData, useNavigation } from 'react-router';
import { deleteAccountRequestSchema } from '#shared/accounts.ts';
import { errorFor, Field, FormStatus } from '../../lib/form-fields.tsx';
import { clearSessionCookie, requirePageUser } from '../../features/account/session.server.ts';
import { type AccountActionData, formValues, invalid, runForm, zodErrors } from '../../lib/forms.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import type { Route } from './+types/delete-account';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Delete account' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(context, request);
  const messages = messagesFor(context.lang, 'account');
  return { messages, title: messages['account.delete.title'] };
}

/** Yes + the password delete the account; the browser lands on the login page with the success message. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const form = await request.formData();
  const values = formValues(form, ['password', 'confirm']);
  if (values.confirm === 'no') throw redirect('/Profile');
  const parsed = deleteAccountRequestSchema.safeParse(values);
  if (!parsed.success) return invalid('delete', values, zodErrors(parsed.error));
  const result = await runForm('delete', values, () =>
    context.services.accounts.deleteAccount(user.id, parsed.data.password),
  );
  if (!result.ok) return result.response;
  throw redirect('/Login?deleted=1', { headers: { 'Set-Cookie': clearSessionCookie(context) } });
}

export default function DeleteAccount() {
  const t = useT();
  const result = useActionData<typeof action>() as AccountActionData | undefined;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="stack">
      <h1>{t('account.delete.title')}</h1>
      <section className="card account-section">
        <p>{t('account.delete.warning')}</p>
        <FormStatus result={result} intent="delete" />
        <Form method="post" noValidate>
          <Field
            id="delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            label={t('account.fields.currentPassword')}
            error={errorFor(result, 'delete', 'password')}
          />
          {errorFor(result, 'delete', 'confirm') ? (
            <p role="alert" className="field-error">
              {t(errorFor(result, 'delete', 'confirm') as string)}
            </p>
          ) : null}
          <p className="account-question">{t('account.delete.question')}</p>
          <div className="form-actions">
            <button type="submit" name="confirm" value="yes" className="btn btn-danger" disabled={busy}>
              {t('account.delete.yes')}
            </button>
            <Link to="/Profile" className="btn btn-outline">
              {t('account.delete.no')}
            </Link>
          </div>
        </Form>
      </section>
    </div>
  );
}
