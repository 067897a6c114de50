import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import type { ListingKindDefinition } from '../../shared/listings/definition.ts';
import {
  type ListingKind,
  listingKindDefinition,
  listingKindDefinitions,
} from '../../shared/listings/kinds.ts';
import { idempotencyKeySchema, listingLimits } from '../../shared/listings/fields.ts';
import { nextStatus } from '../../shared/listings/lifecycle.ts';
import type { ListingStatus } from '../../shared/listings/statuses.ts';
import { idSchema } from '../../shared/params.ts';
import { normalizeDigits } from '../../shared/limits.ts';
import { acceptedPhotoTypes, photoLimits } from '../../shared/photos.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import { kindFields } from '../features/listings/posting/kind-fields.tsx';
import { postingForms } from '../features/listings/posting/kind-forms.ts';
import { PhotoUploader } from '../features/listings/posting/photo-uploader.tsx';
import { TextAreaField } from '../features/listings/posting/posting-fields.tsx';
import {
  fieldOf,
  type KeyedMessage,
  messageOf,
  type PostingActionData,
  photoFilesOf,
  photoIdsOf,
  postingBodyLimit,
  postingErrors,
  postingRequest,
  postingValues,
  readLimitedForm,
  showAgain,
  uploadFormPhotos,
} from '../features/listings/posting/posting-form.server.ts';
import { Field } from '../lib/form-fields.tsx';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { routeMeta } from '../lib/seo.ts';
import type { WebLoadContext } from '../load-context.ts';
import postingCss from '../styles/posting.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';

export const handle: StylesHandle = { styles: [postingCss] };

/**
 * The posting form of a listing kind, mounted at each kind's create path (`/market-place/new-product`),
 * and its edit mode (`?edit=ID`, from the owner's posts page): one route for new and edited posts, so
 * the fields, photos and messages are the same, and a kind joins by its definition alone.
 */
function formAt(pathname: string): { kind: ListingKind; preset: Readonly<Record<string, string>> } | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  for (const k of listingKindDefinitions) {
    if (k.paths.create.toLowerCase() === path) return { kind: k.id, preset: {} };
    // a kind's other addresses of its form (/jobforcompany) choose some fields in advance
    const entry = (k as ListingKindDefinition).entries?.find((e) => e.path.toLowerCase() === path);
    if (entry) return { kind: k.id, preset: entry.preset };
  }
  return null;
}
const kindAt = (pathname: string) => formAt(pathname)?.kind ?? null;

const isEditable = (status: ListingStatus) =>
  nextStatus(status, 'edit', { trusted: false, endStatus: 'closed' }) !== null;

/** The owner's post to edit, or the 404 page (not theirs, not found, or past editing: sold, expired). */
async function postToEdit(
  context: WebLoadContext,
  rawId: string,
  viewer: NonNullable<WebLoadContext['user']>,
) {
  const id = idSchema.safeParse(normalizeDigits(rawId));
  if (!id.success) throw data(null, { status: 404 });
  const post = await context.services.listings
    .get({ id: id.data, cityId: context.config.cityId, viewer })
    .catch(() => null);
  if (!post?.is_owner || !isEditable(post.status)) throw data(null, { status: 404 });
  return post;
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, { title: args.data?.title, description: args.data?.messages['posting.description'] });

export async function loader({ request, context: loadContext }: LoaderFunctionArgs) {
  const context = loadContext as WebLoadContext;
  const url = new URL(request.url);
  const form = formAt(url.pathname);
  if (!form) throw data(null, { status: 404 });
  const { kind } = form;
  const messages = messagesFor(
    context.lang,
    ...new Set(['posting', 'listings', listingKindDefinition(kind).namespace]),
  );
  const editId = url.searchParams.get('edit');
  const title = messages[editId ? `posting.${kind}.editTitle` : `posting.${kind}.title`];
  const base = { kind, messages, title, returnTo: url.pathname + url.search };
  const user = context.user;
  if (!user) return { ...base, state: 'guest' as const };
  if (!user.emailVerified) return { ...base, state: 'unverified' as const };
  const definition = postingForms[kind];
  const categories = definition.categoryKind
    ? await context.services.categories.listTree(context.config.cityId, context.lang, definition.categoryKind)
    : [];
  const post = editId ? await postToEdit(context, editId, user) : null;
  const values: Record<string, string> = post
    ? {
        title: post.title,
        description: post.description,
        price: post.price === null ? '' : String(post.price),
        anonymous: post.anonymous ? 'on' : '',
        ...Object.fromEntries(
          definition.attributeFields.map((name) => [
            name,
            post.attributes[name] == null ? '' : String(post.attributes[name]),
          ]),
        ),
      }
    : {
        ...form.preset,
        // a list's "post yours" link may choose a choice field (/post-job?post_type=looking)
        ...Object.fromEntries(
          Object.entries(definition.choices).flatMap(([name, allowed]) => {
            const value = url.searchParams.get(name);
            return value && allowed.includes(value) ? [[name, value]] : [];
          }),
        ),
      };
  return {
    ...base,
    state: 'form' as const,
    categories,
    choices: definition.choices,
    hasPhotos: definition.hasPhotos,
    allowsAnonymous: listingKindDefinition(kind).allowsAnonymous,
    price: definition.price,
    // the limits the form shows, from the shared files (the page's code then loads no zod)
    limits: {
      titleMax: listingLimits.titleMax,
      descriptionMax: listingLimits.descriptionMax,
      photos: photoLimits.perListing,
      accept: [...acceptedPhotoTypes, 'image/heic', 'image/heif'].join(','),
    },
    values,
    photos: post?.photos ?? [],
    edit: post ? { id: post.id, status: post.status } : null,
    // one key per rendered form: a double submit (or a resent request) makes one post
    idempotencyKey: globalThis.crypto.randomUUID(),
  };
}

/** Creates or edits a post from the form (with or without JavaScript), then goes to the owner's posts. */
export async function action({ request, context: loadContext }: ActionFunctionArgs) {
  const context = loadContext as WebLoadContext;
  assertSameOrigin(request);
  const url = new URL(request.url);
  const kind = kindAt(url.pathname);
  if (!kind) throw data(null, { status: 404 });
  const user = context.user;
  if (!user) throw redirect(`/Login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  if (!user.emailVerified)
    return data<PostingActionData>(
      { ok: false, intent: 'post', formError: 'errors.emailNotVerified' },
      { status: 403 },
    );
  const read = await readLimitedForm(request, postingBodyLimit);
  if ('error' in read)
    return data<PostingActionData>(
      {
        ok: false,
        intent: 'post',
        formError: read.error === 'tooLarge' ? 'posting.validation.formTooLarge' : 'errors.validationFailed',
      },
      { status: read.error === 'tooLarge' ? 413 : 400 },
    );
  const form = read.form;
  const definition = postingForms[kind];
  const values = postingValues(form, definition);
  const uploaded = await uploadFormPhotos(context, user.id, photoFilesOf(form));
  const photoIds = [...photoIdsOf(values), ...uploaded.ids];
  const body = postingRequest(values, definition, photoIds);
  const { errors, errorParams, parsed } = postingErrors(kind, definition, body);
  const idempotencyKey = idempotencyKeySchema.safeParse(values.idempotency_key);
  if (!idempotencyKey.success) errors.form = 'listings.validation.idempotencyKeyInvalid';
  if (uploaded.error) {
    errors.photos = uploaded.error.key;
    if (uploaded.error.params) errorParams.photos = uploaded.error.params;
  }
  const again = (
    extra: { formError?: KeyedMessage; status?: number; headers?: Record<string, string> } = {},
  ) => showAgain(context, user.id, { values, photoIds, errors, errorParams, ...extra });
  if (Object.keys(errors).length || !parsed || !idempotencyKey.success)
    return again(errors.form ? { formError: { key: errors.form } } : {});

  const editId = form.get('listing_id');
  const mine = listingKindDefinition(kind).paths.mine;
  try {
    if (typeof editId === 'string' && editId !== '') {
      const id = idSchema.safeParse(editId);
      if (!id.success) throw data(null, { status: 404 });
      const before = await context.services.listings.get({
        id: id.data,
        cityId: context.config.cityId,
        viewer: user,
      });
      const after = await context.services.listings.update({
        id: id.data,
        cityId: context.config.cityId,
        viewer: user,
        request: parsed,
      });
      const backToReview = before.status !== 'pending' && after.status === 'pending';
      throw redirect(`${mine}?done=${backToReview ? 'updated-pending' : 'updated'}`);
    }
    await context.services.listings.create({
      viewer: user,
      cityId: context.config.cityId,
      request: { kind, ...parsed, idempotency_key: idempotencyKey.data },
      idempotencyKey: idempotencyKey.data,
    });
    throw redirect(`${mine}?done=posted`);
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = messageOf(error);
    if (!message) throw error;
    const issues = (error as { issues?: Array<{ path: string; code: string }> }).issues ?? [];
    for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.code;
    const code = (error as { code?: string }).code;
    const status =
      code === 'RATE_LIMITED' ? 429 : code === 'FORBIDDEN' ? 403 : code?.endsWith('NOT_FOUND') ? 404 : 400;
    const headers: Record<string, string> =
      code === 'RATE_LIMITED' ? { 'Retry-After': String(message.params?.retryAfter ?? 60) } : {};
    return again({ formError: issues.length ? undefined : message, status, headers });
  }
}

export default function ListingForm() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="page container posting-page">
      <h1>{loaded.title}</h1>
      {loaded.state === 'guest' ? (
        <section className="card posting-gate" aria-labelledby="gate-title">
          <p id="gate-title" className="alert alert-warning" role="status">
            {t('posting.guest.loginFirst')}
          </p>
          <p>{t('posting.guest.why')}</p>
          <p className="form-actions">
            <Link className="btn btn-primary" to={`/Login?redirectTo=${encodeURIComponent(loaded.returnTo)}`}>
              {t('posting.guest.login')}
            </Link>
            <Link className="btn btn-outline" to="/Register">
              {t('posting.guest.register')}
            </Link>
          </p>
        </section>
      ) : loaded.state === 'unverified' ? (
        <section className="card posting-gate" aria-labelledby="gate-title">
          <p id="gate-title" className="alert alert-warning" role="status">
            {t('posting.unverified.title')}
          </p>
          <p>{t('posting.unverified.body')}</p>
          <p className="form-actions">
            <Link className="btn btn-primary" to="/Profile#verify-title">
              {t('posting.unverified.link')}
            </Link>
          </p>
        </section>
      ) : (
        <PostingForm {...loaded} />
      )}
    </main>
  );
}

type FormProps = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: 'form' }>;

function PostingForm({
  kind,
  categories,
  choices,
  hasPhotos,
  allowsAnonymous,
  price,
  limits,
  values: loadedValues,
  photos,
  edit,
  idempotencyKey,
}: FormProps) {
  const t = useT();
  const result = useActionData<typeof action>() as PostingActionData | undefined;
  const navigation = useNavigation();
  const [isUploading, setUploading] = useState(false);
  const handleBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? loadedValues;
  const errors = failed?.errors ?? {};
  const KindFields = kindFields[kind];
  const isSending = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  // after a refused submit, the keyboard (and the eye) goes to the first field to fix
  useEffect(() => {
    if (failed)
      formRef.current
        ?.querySelector<HTMLElement>(
          ':is(input, select, textarea)[aria-invalid="true"], fieldset[aria-invalid="true"] input:not([type="hidden"])',
        )
        ?.focus();
  }, [failed]);
  const errorCount = Object.keys(errors).length;
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="card posting-form stack"
      noValidate
    >
      {edit?.status === 'published' ? (
        <p className="alert alert-warning">{t('posting.editPublishedNote')}</p>
      ) : (
        <p className="muted">{t('posting.reviewNote')}</p>
      )}
      {failed?.formError ? (
        <p role="alert" className="alert alert-error">
          {t(failed.formError, failed.errorParams?.form)}
        </p>
      ) : errorCount ? (
        <p role="alert" className="alert alert-error">
          {t('posting.validation.fixFields', { count: errorCount })}
        </p>
      ) : null}
      <input type="hidden" name="idempotency_key" value={values.idempotency_key || idempotencyKey} />
      {edit ? <input type="hidden" name="listing_id" value={edit.id} /> : null}
      {hasPhotos ? (
        <PhotoUploader
          initial={failed?.photos ?? photos}
          max={limits.photos}
          accept={limits.accept}
          error={errors.photos}
          errorParams={failed?.errorParams?.photos}
          onBusyChange={handleBusyChange}
        />
      ) : null}
      <Field
        id="title"
        name="title"
        label={t('posting.fields.title')}
        dir="auto"
        maxLength={limits.titleMax}
        defaultValue={values.title}
        error={errors.title}
      />
      <KindFields values={values} errors={errors} categories={categories} choices={choices} />
      <Field
        id="price"
        name="price"
        label={t(price.label)}
        hint={t(price.hint)}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        defaultValue={values.price}
        error={errors.price}
      />
      <TextAreaField
        id="description"
        name="description"
        label={t('posting.fields.description')}
        rows={6}
        maxLength={limits.descriptionMax}
        defaultValue={values.description}
        error={errors.description}
      />
      {allowsAnonymous ? (
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              name="anonymous"
              defaultChecked={values.anonymous === 'on'}
              aria-describedby="anonymous-hint"
            />
            {t('posting.fields.anonymous')}
          </label>
          <p id="anonymous-hint" className="field-hint">
            {t('posting.fields.anonymousHint')}
          </p>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSending || isUploading}>
          {isSending ? t('posting.sending') : t(edit ? 'posting.save' : 'posting.submit')}
        </button>
        {isUploading ? <span className="muted">{t('posting.photos.waitUploads')}</span> : null}
      </div>
    </Form>
  );
}
