import { useEffect, useRef, useState } from 'react';
import { data, Link, useFetcher, useLoaderData } from 'react-router';
import { isAppError } from '#shared/errors.ts';
import { idSchema } from '#shared/params.ts';
import { normalizeDigits } from '#shared/limits.ts';
import { canModerateRole } from '#shared/roles.ts';
import { requirePageUser } from '../features/account/session.server.ts';
import { SpecialPeriodsEditor, WeeklyHoursEditor } from '../features/business/hours-editor.tsx';
import { hourValuesOf } from '../features/business/hours-form.ts';
import { refusedFormOf } from '../features/business/hours-update.server.ts';
import { takeFlash } from '../lib/flash.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import type { StylesHandle } from '../lib/page-styles.tsx';
import postingCss from '../styles/posting.css?url';
import type { Route } from './+types/business-hours';

export const handle: StylesHandle = { styles: [postingCss] };

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.title ?? 'Update hours' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The owner's 'update hours' page (/my-business/:id/hours, linked from My business and from the
 * business's own page): the week and the special periods, saved through /actions/business-hours
 * without sending the business back to review. Guests go to log in; only the owner and
 * moderators may open it (403 page otherwise).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const messages = messagesFor(context.lang, 'business', 'addBusiness', 'account');
  const title = messages['addBusiness.hoursPage.title'];
  const id = idSchema.safeParse(normalizeDigits(params.id));
  if (!id.success) throw data(null, { status: 404 });
  const business = await context.services.listings
    .get({ id: id.data, cityId: context.config.cityId, viewer: user })
    .catch((error: unknown) => {
      if (isAppError(error, 'LISTING_NOT_FOUND')) throw data(null, { status: 404 });
      throw error;
    });
  if (business.kind !== 'business') throw data(null, { status: 404 });
  if (!business.is_owner && !canModerateRole(user.role))
    return data({ state: 'forbidden' as const, messages, title }, { status: 403 });
  const url = new URL(request.url);
  // a refused form sent without JavaScript comes back here with what was typed and why
  const refused = refusedFormOf(url.searchParams, (key) => typeof messages[key] === 'string');
  // 'saved' shows once, after its redirect (web/lib/flash.server.ts)
  const flash = takeFlash(context, request);
  return data(
    {
      state: 'form' as const,
      messages,
      title,
      business: { id: business.id, title: business.title, url: business.url, status: business.status },
      values: refused?.values ?? hourValuesOf(business.attributes),
      errors: refused?.errors ?? {},
      saved: flash.search.get('done') === 'saved',
    },
    { headers: flash.headers },
  );
}

export default function BusinessHoursPage() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="page container posting-page">
      <h1>{loaded.title}</h1>
      {loaded.state === 'forbidden' ? (
        <p className="alert alert-error" role="alert">
          {t('addBusiness.hoursPage.forbidden')}
        </p>
      ) : (
        <HoursForm {...loaded} />
      )}
    </main>
  );
}

type FormProps = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: 'form' }>;
interface ActionAnswer {
  ok: boolean;
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

function HoursForm({ business, values: loadedValues, errors: loadedErrors, saved }: FormProps) {
  const t = useT();
  const fetcher = useFetcher<ActionAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const values = answer?.values ?? loadedValues;
  const errors = answer ? (answer.errors ?? {}) : loadedErrors;
  const formRef = useRef<HTMLFormElement>(null);
  // each answer draws the editors again from the values the server kept (removed periods gone,
  // the rest renumbered as its messages name them)
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!answer) return;
    setRevision((n) => n + 1);
  }, [answer]);
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (!errorCount || revision === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      ':is(select, input)[aria-invalid="true"], fieldset[aria-invalid="true"] :is(input, select):not([type="hidden"])',
    );
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [errorCount, revision]);
  const isSaved = answer ? answer.ok : saved && !errorCount;
  return (
    <fetcher.Form
      ref={formRef}
      id="hours-form"
      method="post"
      action="/actions/business-hours"
      className="card posting-form stack"
      noValidate
    >
      <p>
        <Link to={business.url} dir="auto" className="hours-business-link">
          {business.title}
        </Link>
      </p>
      <p className="muted">{t('addBusiness.hoursPage.note')}</p>
      {isSaved ? (
        <p role="status" className="alert alert-success">
          {t('addBusiness.hoursPage.saved')}
        </p>
      ) : null}
      {answer?.formError ? (
        <p role="alert" className="alert alert-error">
          {t(answer.formError)}
        </p>
      ) : errorCount ? (
        <p role="alert" className="alert alert-error">
          {t('addBusiness.hoursPage.fixFields', { count: errorCount })}
        </p>
      ) : null}
      {errors.form ? <p className="field-error">{t(errors.form)}</p> : null}
      <input type="hidden" name="id" value={business.id} />
      <div key={revision} className="stack">
        <WeeklyHoursEditor values={values} errors={errors} />
        <SpecialPeriodsEditor values={values} errors={errors} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? t('addBusiness.hoursPage.saving') : t('addBusiness.hoursPage.save')}
        </button>
        <Link to="/my-business" className="btn btn-outline">
          {t('addBusiness.hoursPage.back')}
        </Link>
      </div>
    </fetcher.Form>
  );
}
