import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import type { ListingKindDefinition } from '#shared/listings/definition.ts';
import { type ListingKind, listingKindDefinition, listingKindDefinitions } from '#shared/listings/kinds.ts';
import { idempotencyKeySchema, listingLimits } from '#shared/listings/fields.ts';
import { nextStatus } from '#shared/listings/lifecycle.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import { idSchema } from '#shared/params.ts';
import { normalizeDigits } from '#shared/limits.ts';
import { acceptedPhotoTypes, type PhotoView, photoLimits } from '#shared/photos.ts';
import { useFormDraft } from '../features/listings/posting/form-draft.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import { kindFields } from '../features/listings/posting/kind-fields.tsx';
import { type PostingFormDefinition, postingForms } from '../features/listings/posting/kind-forms.ts';
import type { CategoryTree } from '../features/listings/posting/category-selects.tsx';
import {
  photoGroupField,
  photoGroupFieldId,
  photoGroupFilesField,
} from '../features/listings/posting/photo-groups.ts';
import { PhotoUploader } from '../features/listings/posting/photo-uploader.tsx';
import { TextAreaField } from '../features/listings/posting/posting-fields.tsx';
import {
  fieldOf,
  type FormPhotos,
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
import { flashRedirect } from '../lib/flash.server.ts';
import { Field } from '../lib/form-fields.tsx';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { routeMeta } from '../lib/seo.ts';
import type { WebLoadContext } from '../load-context.ts';
import postingCss from '../styles/posting.css?url';
import mapsCss from '../features/maps/maps.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/listing-form';

export const handle: StylesHandle = { styles: [postingCss, mapsCss] };

/**
 * The posting form of a listing kind, mounted at each kind's create path (`/market-place/new-product`),
 * and its edit mode (`?edit=ID`, from the owner's posts page): one route for new and edited posts, so
 * the fields, photos and messages are the same, and a kind joins by its definition alone.
 */
function kindAt(pathname: string): { kind: ListingKind; entry: FormEntry | null } | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  for (const definition of listingKindDefinitions as readonly ListingKindDefinition[]) {
    if (definition.paths.create.toLowerCase() === path)
      return { kind: definition.id as ListingKind, entry: null };
    const entry = definition.formEntries?.find((e) => e.path.toLowerCase() === path);
    if (entry) return { kind: definition.id as ListingKind, entry };
  }
  return null;
}

type FormEntry = NonNullable<ListingKindDefinition['formEntries']>[number];

/** A kind's named photo groups (a business's logo, cover, main, gallery) with their limits; [] for one list. */
const photoGroupsOf = (kind: ListingKind) =>
  Object.entries(listingKindDefinition(kind).photoGroups ?? {}) as Array<
    [string, { min: number; max: number }]
  >;

/** The categories a kind's form offers: the marketplace's tree, or the directory's shops and services. */
async function categoriesOf(
  context: WebLoadContext,
  kind: PostingFormDefinition['categoryKind'],
): Promise<CategoryTree[]> {
  const { cityId } = context.config;
  if (kind === 'market') return context.services.categories.listTree(cityId, context.lang, kind);
  if (kind !== 'directory') return [];
  const mains = await context.services.categories.listMenuCategories(cityId, context.lang);
  return mains
    .filter((main) => main.sub_categories.length > 0)
    .map((main) => ({
      id: main.id,
      name: main.name,
      group: main.type,
      subs: main.sub_categories.map((sub) => ({ id: sub.id, name: sub.name })),
    }));
}

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

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const at = kindAt(url.pathname);
  if (!at) throw data(null, { status: 404 });
  const { kind, entry } = at;
  const kindDefinition: ListingKindDefinition = listingKindDefinition(kind);
  const definition = postingForms[kind];
  const messages = messagesFor(context.lang, 'posting', 'listings', ...definition.namespaces);
  const editId = url.searchParams.get('edit');
  // a form entry with its own heading (/rentForm) keeps it for a new post
  const title =
    messages[editId ? definition.keys.editTitle : entry?.title ? entry.title : definition.keys.title];
  const base = { kind, messages, title, returnTo: url.pathname + url.search };
  const user = context.user;
  if (!user) return { ...base, state: 'guest' as const };
  if (!user.emailVerified) return { ...base, state: 'unverified' as const };
  const categories = await categoriesOf(context, definition.categoryKind);
  const post = editId ? await postToEdit(context, editId, user) : null;
  const values: Record<string, string> = post
    ? {
        title: post.title,
        description: post.description,
        price: post.price === null ? '' : String(post.price),
        ...(definition.valuesOf?.(post) ??
          Object.fromEntries(
            definition.attributeFields.map((name) => [
              name,
              post.attributes[name] == null ? '' : String(post.attributes[name]),
            ]),
          )),
        anonymous: post.anonymous ? 'on' : '',
      }
    : {
        ...(entry ? entry.preset : listingKindDefinition(kind).createPreset),
        // a list's "post yours" link may choose a choice field (/post-job?post_type=looking)
        ...Object.fromEntries(
          Object.entries(definition.choices).flatMap(([name, allowed]) => {
            const value = url.searchParams.get(name);
            return value && allowed.includes(value) ? [[name, value]] : [];
          }),
        ),
      };
  const groups = photoGroupsOf(kind);
  return {
    ...base,
    state: 'form' as const,
    categories,
    choices: definition.choices,
    hasPhotos: definition.hasPhotos,
    allowsAnonymous: kindDefinition.allowsAnonymous,
    priceText: definition.price,
    // the limits the form shows, from the shared files (the page's code then loads no zod)
    limits: {
      titleMax: listingLimits.titleMax,
      descriptionMax: listingLimits.descriptionMax,
      photos: photoLimits.perListing,
      accept: [...acceptedPhotoTypes, 'image/heic', 'image/heif'].join(','),
    },
    values,
    photos: post?.photos ?? [],
    // a kind with named photo groups: each group's limits, and an edited post's photos by their role
    photoGroups: groups.map(([name, limits]) => ({
      name,
      ...limits,
      photos: post?.photos.filter((photo) => photo.role === name) ?? [],
    })),
    keys: definition.keys,
    edit: post ? { id: post.id, status: post.status } : null,
    // one key per rendered form: a double submit (or a resent request) makes one post
    idempotencyKey: globalThis.crypto.randomUUID(),
  };
}

/** Creates or edits a post from the form (with or without JavaScript), then goes to the owner's posts. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const url = new URL(request.url);
  const kind = kindAt(url.pathname)?.kind;
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
  const groups = photoGroupsOf(kind).map(([name]) => name);
  const raw = postingValues(form, definition, groups);
  const values = definition.normalizeValues?.(raw) ?? raw;
  // the photos the script uploaded (ids in hidden fields), then the files sent without JavaScript
  const uploadErrors: Record<string, KeyedMessage> = {};
  const collect = async (idsField: string, filesField: string, errorField: string) => {
    const uploaded = await uploadFormPhotos(context, user.id, photoFilesOf(form, filesField));
    if (uploaded.error) uploadErrors[errorField] = uploaded.error;
    return [...photoIdsOf(values, idsField), ...uploaded.ids];
  };
  const photos: FormPhotos = groups.length
    ? {
        groups: Object.fromEntries(
          await Promise.all(
            groups.map(async (group) => [
              group,
              await collect(photoGroupField(group), photoGroupFilesField(group), photoGroupFieldId(group)),
            ]),
          ),
        ),
      }
    : { ids: await collect('photo_ids', 'photos', 'photos') };
  const body = postingRequest(values, definition, photos, listingKindDefinition(kind).allowsAnonymous);
  const { errors, errorParams, parsed } = postingErrors(kind, definition, body);
  const idempotencyKey = idempotencyKeySchema.safeParse(values.idempotency_key);
  if (!idempotencyKey.success) errors.form = 'listings.validation.idempotencyKeyInvalid';
  for (const [field, error] of Object.entries(uploadErrors)) {
    errors[field] = error.key;
    if (error.params) errorParams[field] = error.params;
  }
  const again = (
    extra: { formError?: KeyedMessage; status?: number; headers?: Record<string, string> } = {},
  ) => showAgain(context, user.id, { values, photos, errors, errorParams, ...extra });
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
      throw flashRedirect(context, mine, 'done', backToReview ? 'updated-pending' : 'updated');
    }
    await context.services.listings.create({
      viewer: user,
      cityId: context.config.cityId,
      request: { kind, ...parsed, idempotency_key: idempotencyKey.data },
      idempotencyKey: idempotencyKey.data,
    });
    throw flashRedirect(context, mine, 'done', 'posted');
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = messageOf(error);
    if (!message) throw error;
    const issues = (error as { issues?: Array<{ path: string; code: string }> }).issues ?? [];
    const ofAttribute = (path: string) => definition.fieldOfIssue?.(path) ?? path;
    for (const issue of issues) errors[fieldOf(issue.path, ofAttribute)] ??= issue.code;
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
  priceText,
  limits,
  values: loadedValues,
  photos,
  photoGroups,
  keys,
  edit,
  idempotencyKey,
}: FormProps) {
  const t = useT();
  const result = useActionData<typeof action>() as PostingActionData | undefined;
  const navigation = useNavigation();
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(() => new Set());
  const busyChange = useCallback(
    (field: string) => (busy: boolean) =>
      setBusyFields((current) => {
        if (current.has(field) === busy) return current;
        const next = new Set(current);
        if (busy) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  const handleBusyChange = useMemo(() => busyChange('photos'), [busyChange]);
  const groupBusy = useMemo(
    () => Object.fromEntries(photoGroups.map((g) => [g.name, busyChange(g.name)])),
    [photoGroups, busyChange],
  );
  const isUploading = busyFields.size > 0;
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? loadedValues;
  const errors = failed?.errors ?? {};
  const KindFields = kindFields[kind];
  const isSending = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  // the draft: each photo field's current photos, and the form's text, kept in the browser
  const [draftPhotos, setDraftPhotos] = useState<Record<string, PhotoView[]>>({});
  const photosChange = useMemo(
    () =>
      Object.fromEntries(
        [...photoGroups.map((g) => g.name), 'photos'].map((field) => [
          field,
          (list: PhotoView[]) => setDraftPhotos((current) => ({ ...current, [field]: list })),
        ]),
      ),
    [photoGroups],
  );
  const draft = useFormDraft(formRef, kind, { keep: !edit, restore: !edit && !failed }, draftPhotos);
  // after a refused submit, the keyboard (and the eye) goes to the first field to fix
  useEffect(() => {
    if (!failed) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      ':is(input, select, textarea)[aria-invalid="true"], fieldset[aria-invalid="true"] :is(input, select, textarea, button):not([type="hidden"])',
    );
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [failed]);
  const errorCount = Object.keys(errors).length;
  const photosOf = (group: string) =>
    failed?.photoGroups?.[group] ??
    draft.restoredPhotos?.[group] ??
    photoGroups.find((g) => g.name === group)?.photos ??
    [];
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
      {draft.restored ? (
        <p role="status" className="alert alert-success draft-notice">
          {t('posting.draft.restored')}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={draft.discard}>
            {t('posting.draft.discard')}
          </button>
        </p>
      ) : null}
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
      {hasPhotos && photoGroups.length === 0 ? (
        <PhotoUploader
          initial={failed?.photos ?? draft.restoredPhotos?.photos ?? photos}
          max={limits.photos}
          accept={limits.accept}
          error={errors.photos}
          errorParams={failed?.errorParams?.photos}
          onBusyChange={handleBusyChange}
          onPhotosChange={photosChange.photos}
        />
      ) : null}
      <Field
        id="title"
        name="title"
        label={t(keys.titleField)}
        dir="auto"
        maxLength={limits.titleMax}
        defaultValue={values.title}
        error={errors.title}
      />
      <KindFields
        values={values}
        errors={errors}
        restored={draft.restored?.fields}
        categories={categories}
        choices={choices}
        photoSlot={(group) => {
          const spec = photoGroups.find((g) => g.name === group);
          if (!spec) return null;
          const fieldId = photoGroupFieldId(group);
          return (
            <PhotoUploader
              key={group}
              group={{
                name: group,
                label: t(`${keys.photoGroups}.${group}.label`),
                hint: t(`${keys.photoGroups}.${group}.hint`, { min: spec.min, max: spec.max }),
              }}
              initial={photosOf(group)}
              max={spec.max}
              accept={limits.accept}
              error={errors[fieldId]}
              errorParams={failed?.errorParams?.[fieldId]}
              onBusyChange={groupBusy[group]}
              onPhotosChange={photosChange[group]}
            />
          );
        }}
      />
      {priceText ? (
        <Field
          id="price"
          name="price"
          label={t(priceText.label)}
          hint={priceText.hint ? t(priceText.hint) : undefined}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          defaultValue={values.price}
          error={errors.price}
        />
      ) : null}
      <TextAreaField
        id="description"
        name="description"
        label={t(keys.description)}
        rows={priceText ? 6 : 3}
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
            />{' '}
            {t('listings.anonymous.label')}
          </label>
          <p id="anonymous-hint" className="field-hint">
            {t('listings.anonymous.hint')}
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
