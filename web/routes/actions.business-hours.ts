import { data, redirect } from 'react-router';
import { flashRedirect } from '../lib/flash.server.ts';
import { idSchema } from '#shared/params.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import { businessHoursPath } from '../features/business/paths.ts';
import {
  hoursFormValues,
  refusedFormQuery,
  updateHoursFromForm,
} from '../features/business/hours-update.server.ts';
import type { Route } from './+types/actions.business-hours';

const statusOf = { invalid: 400, forbidden: 403, notFound: 404 } as const;

/**
 * The owner's 'update hours' form (routes/business-hours.tsx), the web twin of `PUT
 * listings/:id/hours`: the week and the special periods change without review. Without JavaScript
 * it goes back to the page — `?done=saved`, or the refused values and their messages in the query
 * (nothing was written); a script gets the same outcome as data. Guests go to log in first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const plain = request.headers.get('accept')?.includes('text/html') ?? false;
  const form = await request.formData();
  const id = idSchema.safeParse(form.get('id'));
  const page = id.success ? businessHoursPath(id.data) : '/my-business';
  if (!context.user) {
    if (plain) throw redirect(`/Login?redirectTo=${encodeURIComponent(page)}`);
    return data({ ok: false, formError: 'errors.unauthorized' }, { status: 401 });
  }
  if (!id.success) {
    if (plain) throw flashRedirect(context, '/my-business', 'failed', 'notFound');
    return data({ ok: false, formError: 'errors.listingNotFound' }, { status: 404 });
  }
  const values = hoursFormValues(form);
  const outcome = await updateHoursFromForm(context, { id: id.data, viewer: context.user, values });
  if (outcome.ok) {
    if (plain) throw flashRedirect(context, page, 'done', 'saved');
    return data({ ok: true as const, values });
  }
  if (plain)
    throw outcome.reason === 'invalid'
      ? redirect(`${page}?${refusedFormQuery(outcome.values, outcome.errors)}#hours-form`)
      : flashRedirect(context, '/my-business', 'failed', outcome.reason);
  return data(
    {
      ok: false as const,
      formError:
        outcome.reason === 'invalid'
          ? undefined
          : `errors.${outcome.reason === 'forbidden' ? 'forbidden' : 'listingNotFound'}`,
      errors: outcome.errors,
      values: outcome.values,
    },
    { status: statusOf[outcome.reason] },
  );
}
