import { data } from 'react-router';
import { AppError, errorCodes, isAppError, issueKey } from '#shared/errors.ts';
import type { Values } from '#shared/i18n/format.ts';
import { minPhotosOf } from '#shared/listings/definition.ts';
import { type ListingKind, listingKindDefinition } from '#shared/listings/kinds.ts';
import {
  listingKindSchemas,
  type UpdateListingRequest,
  updateListingRequestSchema,
} from '#shared/listings/schemas.ts';
import { priceSchema } from '#shared/listings/fields.ts';
import { type PhotoView, photoIdSchema, photoLimits } from '#shared/photos.ts';
import type { FormActionData } from '#web/lib/forms.server.ts';
import type { WebLoadContext } from '#web/load-context.ts';
import type { z } from 'zod';
import { commonPostingFields, type PostingFormDefinition } from './kind-forms.ts';
import { photoGroupField, photoGroupFieldId } from './photo-groups.ts';

/** What the posting form's action answers when it shows the form again. */
export interface PostingActionData extends FormActionData {
  /** ICU values of field messages that take some (`{megabytes}`, `{max}`). */
  errorParams?: Record<string, Values>;
  /** The photos already uploaded for this form, in order, so nothing chosen is lost. */
  photos?: PhotoView[];
  /** The same for a kind whose photos come in named groups (a business's logo, cover, …). */
  photoGroups?: Record<string, PhotoView[]>;
}

/** A form's photos: one ordered list, or a list per named group. */
export type FormPhotos = { ids: string[] } | { groups: Record<string, string[]> };

/** A message key and its values (a service error's params). */
export interface KeyedMessage {
  key: string;
  params?: Values;
}

/** Non-file fields of a posting form never come near this; the rest of the body is photos. */
const fieldsBytes = 1024 * 1024;
/** The no-JavaScript form sends its photos in the body: the kind's photo limit, each at the upload limit. */
export const postingBodyLimit = photoLimits.perListing * photoLimits.maxBytes + fieldsBytes;
/** One photo per request from the form's script (the multipart envelope adds a little). */
export const photoBodyLimit = photoLimits.maxBytes + 64 * 1024;

/**
 * A form body read with a byte limit enforced while it streams in (the web server hands pages the
 * raw request stream, with no body limit of its own): past `limit` reading stops with 'tooLarge'.
 */
export async function readLimitedForm(
  request: Request,
  limit: number,
): Promise<{ form: FormData } | { error: 'tooLarge' | 'malformed' }> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { error: 'tooLarge' };
  if (!request.body) return { error: 'malformed' };
  let seen = 0;
  let isOver = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          isOver = true;
          controller.error(new Error('form body over its limit'));
        } else controller.enqueue(chunk);
      },
    }),
  );
  try {
    const limited = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: counted,
      // @ts-expect-error Node's fetch needs this for a streamed body
      duplex: 'half',
    });
    return { form: await limited.formData() };
  } catch {
    return { error: isOver ? 'tooLarge' : 'malformed' };
  }
}

/**
 * A field of the page for an issue path of the API (`attributes.sub_category_id` → `sub_category_id`,
 * `photo_groups.main` → `photos-main`); `ofAttribute` maps a kind's nested attribute paths.
 */
export function fieldOf(path: string, ofAttribute: (path: string) => string = (p) => p): string {
  if (path.startsWith('photo_ids')) return 'photos';
  if (path.startsWith('photo_groups.')) return photoGroupFieldId(path.split('.')[1] ?? '');
  if (path === 'Idempotency-Key' || path === 'idempotency_key') return 'form';
  return path.startsWith('attributes.') ? ofAttribute(path.slice('attributes.'.length)) : path;
}

/** The form's text values (to validate and to refill the form with); repeated fields joined by '\n'. */
export function postingValues(
  form: FormData,
  definition: PostingFormDefinition,
  photoGroups: readonly string[] = [],
): Record<string, string> {
  const names = [
    ...commonPostingFields,
    ...definition.attributeFields,
    'anonymous',
    'photo_ids',
    'idempotency_key',
    ...photoGroups.map(photoGroupField),
  ];
  const multi = new Set(definition.multiFields ?? []);
  const text = (value: FormDataEntryValue) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(
    names.map((name) => [
      name,
      multi.has(name) ? form.getAll(name).map(text).join('\n') : text(form.get(name) ?? ''),
    ]),
  );
}

/**
 * The ordered photo ids a hidden field carries (the script keeps it in step). Anything that is not
 * a photo id cannot name an upload and is dropped here, before it reaches a query as a uuid.
 */
export const photoIdsOf = (values: Record<string, string>, field = 'photo_ids') =>
  (values[field] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => photoIdSchema.safeParse(id).success);

/** The files a browser without JavaScript sent in a file input (an empty input sends one empty part). */
export const photoFilesOf = (form: FormData, field = 'photos') =>
  form.getAll(field).filter((part): part is File => typeof part !== 'string' && part.size > 0);

/**
 * The API request for these values: a form sends '' for an untouched field, which for an attribute
 * means "not stated" (so a required one gets its own 'is required' message from the kind schema).
 * Only the fields named here are read: a `status` or `owner_id` in the body goes nowhere.
 */
export function postingRequest(
  values: Record<string, string>,
  definition: PostingFormDefinition,
  photos: FormPhotos,
  allowsAnonymous = false,
) {
  const attributes =
    definition.attributesOf?.(values) ??
    Object.fromEntries(
      definition.attributeFields
        .filter((name) => values[name].trim() !== '')
        .map((name) => [name, values[name]]),
    );
  return {
    title: values.title,
    description: values.description,
    ...(definition.price ? { price: values.price } : {}),
    attributes,
    ...('groups' in photos ? { photo_groups: photos.groups } : { photo_ids: photos.ids }),
    // the "post anonymously" box of kinds that allow it: checked sends 'on', unchecked nothing
    ...(allowsAnonymous ? { anonymous: values.anonymous === 'on' } : {}),
  };
}

/**
 * Every field message at once (the service stops at the first failing part): the common fields,
 * the kind's attributes and the photo count. Keys are page field names, values catalog keys.
 */
export function postingErrors(
  kind: ListingKind,
  definition: PostingFormDefinition,
  request: ReturnType<typeof postingRequest>,
): {
  errors: Record<string, string>;
  errorParams: Record<string, Values>;
  /** The request as the service takes it (trimmed, digits normalised), when the common fields passed. */
  parsed: UpdateListingRequest | null;
} {
  const errors: Record<string, string> = {};
  const errorParams: Record<string, Values> = {};
  const ofAttribute = (path: string) => definition.fieldOfIssue?.(path) ?? (path || 'form');
  const common = updateListingRequestSchema.safeParse(request);
  if (!common.success)
    for (const issue of common.error.issues)
      errors[fieldOf(issue.path.join('.'), ofAttribute)] ??= issueKey(issue.message);
  // the kind's required common fields (a rental's rent and description), as the service checks them
  for (const [field, key] of Object.entries(listingKindDefinition(kind).requiredFields ?? {}))
    if (String((request as { price?: string; description: string })[field as 'price'] ?? '').trim() === '')
      errors[field] ??= key;
  // the kind's rules on the shared fields, even when another shared field failed (all messages at once)
  const price = priceSchema.safeParse((request as { price?: unknown }).price ?? null);
  const shared = {
    title: request.title,
    description: request.description,
    price: price.success ? price.data : null,
    attributes: request.attributes,
  };
  for (const issue of definition.fieldIssues?.(shared) ?? [])
    errors[fieldOf(issue.path, ofAttribute)] ??= issue.code;
  const schemas: { attributes: z.ZodType; photoGroups?: z.ZodType } = listingKindSchemas[kind];
  const attributes = schemas.attributes.safeParse(request.attributes);
  if (!attributes.success)
    for (const issue of attributes.error.issues)
      errors[ofAttribute(issue.path.join('.'))] ??= issueKey(issue.message);
  if ('photo_groups' in request && schemas.photoGroups) {
    const groups = schemas.photoGroups.safeParse(request.photo_groups);
    if (!groups.success)
      for (const issue of groups.error.issues)
        errors[photoGroupFieldId(String(issue.path[0] ?? ''))] ??= issueKey(issue.message);
  } else if ('photo_ids' in request) {
    if (request.photo_ids.length > photoLimits.perListing) {
      errors.photos = 'posting.validation.tooManyPhotos';
      errorParams.photos = { max: photoLimits.perListing };
    } else if (request.photo_ids.length < minPhotosOf(listingKindDefinition(kind), request.attributes))
      errors.photos ??= 'posting.validation.imageRequired';
  }
  for (const [field, key] of Object.entries(errors)) errors[field] = definition.messages?.[key] ?? key;
  return { errors, errorParams, parsed: common.success ? common.data : null };
}

/** The message of a service error (its catalog key and values), for the field or the form. */
export function messageOf(error: unknown): KeyedMessage | null {
  if (!isAppError(error)) return null;
  return { key: errorCodes[error.code].message, params: error.params };
}

/**
 * Stores the photos a browser without JavaScript sent with the form, through the same pipeline and
 * limits as the script's uploads. Good files are kept even when one fails, so the form shown again
 * holds them; the first failure is reported under the photos field.
 */
export async function uploadFormPhotos(
  context: WebLoadContext,
  ownerId: number,
  files: File[],
): Promise<{ ids: string[]; error: KeyedMessage | null }> {
  const ids: string[] = [];
  let firstError: KeyedMessage | null = null;
  for (const file of files) {
    try {
      if (file.size > photoLimits.maxBytes)
        throw new AppError('PHOTO_TOO_LARGE', { megabytes: photoLimits.maxBytes / 1024 / 1024 });
      await context.services.photos.checkUploadRate(ownerId);
      const photo = await context.services.photos.upload({
        ownerId,
        file: Buffer.from(await file.arrayBuffer()),
      });
      ids.push(photo.id);
    } catch (error) {
      const message = messageOf(error);
      if (!message) throw error;
      firstError ??= message;
    }
  }
  return { ids, error: firstError };
}

/** The form shown again with its messages and what the user typed (and uploaded); nothing was written. */
export async function showAgain(
  context: WebLoadContext,
  ownerId: number,
  input: {
    values: Record<string, string>;
    photos: FormPhotos;
    errors: Record<string, string>;
    errorParams?: Record<string, Values>;
    formError?: KeyedMessage;
    status?: number;
    headers?: Record<string, string>;
  },
) {
  const lists = 'groups' in input.photos ? input.photos.groups : { '': input.photos.ids };
  // only the user's own uploads come back, each in its group's order
  const owned = await context.services.photos.listOwned({ ownerId, ids: Object.values(lists).flat() });
  const byId = new Map(owned.map((photo) => [photo.id, photo]));
  const shown = Object.fromEntries(
    Object.entries(lists).map(([group, ids]) => [
      group,
      ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as PhotoView] : [])),
    ]),
  );
  const isGrouped = 'groups' in input.photos;
  const photoValues = Object.fromEntries(
    Object.entries(shown).map(([group, photos]) => [
      isGrouped ? photoGroupField(group) : 'photo_ids',
      photos.map((p) => p.id).join(','),
    ]),
  );
  return data<PostingActionData>(
    {
      ok: false,
      intent: 'post',
      errors: input.errors,
      errorParams: {
        ...input.errorParams,
        ...(input.formError ? { form: input.formError.params ?? {} } : {}),
      },
      formError: input.formError?.key,
      values: { ...input.values, ...photoValues },
      ...(isGrouped ? { photoGroups: shown } : { photos: shown[''] ?? [] }),
    },
    { status: input.status ?? 400, headers: input.headers },
  );
}
