import { data } from 'react-router';
import { AppError, errorCodes, isAppError, issueKey } from '../../../../shared/errors.ts';
import type { Values } from '../../../../shared/i18n/format.ts';
import type { ListingKind } from '../../../../shared/listings/kinds.ts';
import {
  listingKindSchemas,
  type UpdateListingRequest,
  updateListingRequestSchema,
} from '../../../../shared/listings/schemas.ts';
import { priceSchema } from '../../../../shared/listings/fields.ts';
import { type PhotoView, photoLimits } from '../../../../shared/photos.ts';
import type { FormActionData } from '../../../lib/forms.server.ts';
import type { WebLoadContext } from '../../../load-context.ts';
import { commonPostingFields, type PostingFormDefinition } from './kind-forms.ts';

/** What the posting form's action answers when it shows the form again. */
export interface PostingActionData extends FormActionData {
  /** ICU values of field messages that take some (`{megabytes}`, `{max}`). */
  errorParams?: Record<string, Values>;
  /** The photos already uploaded for this form, in order, so nothing chosen is lost. */
  photos?: PhotoView[];
}

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

/** A field of the page for an issue path of the API (`attributes.sub_category_id` → `sub_category_id`). */
export function fieldOf(path: string): string {
  if (path.startsWith('photo_ids')) return 'photos';
  if (path === 'Idempotency-Key' || path === 'idempotency_key') return 'form';
  return path.replace(/^attributes\./, '');
}

/** The form's text values (to validate and to refill the form with). */
export function postingValues(form: FormData, definition: PostingFormDefinition): Record<string, string> {
  const names = [
    ...commonPostingFields,
    ...definition.attributeFields,
    'anonymous',
    'photo_ids',
    'idempotency_key',
  ];
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/** The ordered photo ids the form's hidden field carries (the script keeps it in step). */
export const photoIdsOf = (values: Record<string, string>) =>
  values.photo_ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** The files a browser without JavaScript sent in the `photos` input (an empty input sends one empty part). */
export const photoFilesOf = (form: FormData) =>
  form.getAll('photos').filter((part): part is File => typeof part !== 'string' && part.size > 0);

/**
 * The API request for these values: a form sends '' for an untouched field, which for an attribute
 * means "not stated" (so a required one gets its own 'is required' message from the kind schema).
 * Only the fields named here are read: a `status` or `owner_id` in the body goes nowhere.
 */
export function postingRequest(
  values: Record<string, string>,
  definition: PostingFormDefinition,
  photoIds: string[],
) {
  const attributes = Object.fromEntries(
    definition.attributeFields
      .filter((name) => values[name].trim() !== '')
      .map((name) => [name, values[name]]),
  );
  return {
    title: values.title,
    description: values.description,
    price: values.price,
    attributes,
    photo_ids: photoIds,
    // the checkbox of kinds that allow anonymous posts; unticked on an edit makes the post public again
    anonymous: values.anonymous === 'on',
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
  const common = updateListingRequestSchema.safeParse(request);
  if (!common.success)
    for (const issue of common.error.issues)
      errors[fieldOf(issue.path.join('.'))] ??= issueKey(issue.message);
  const attributes = listingKindSchemas[kind].attributes.safeParse(request.attributes);
  if (!attributes.success)
    for (const issue of attributes.error.issues)
      errors[issue.path.join('.') || 'form'] ??= issueKey(issue.message);
  // even when other common fields fail, so every message shows at once
  const price = priceSchema.safeParse(request.price);
  if (definition.check)
    for (const issue of definition.check(request.attributes, {
      description: request.description,
      price: price.success ? price.data : null,
    }))
      errors[fieldOf(issue.path)] ??= issue.code;
  if (request.photo_ids.length > photoLimits.perListing) {
    errors.photos = 'posting.validation.tooManyPhotos';
    errorParams.photos = { max: photoLimits.perListing };
  } else if (request.photo_ids.length < definition.minPhotos)
    errors.photos ??= 'posting.validation.imageRequired';
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
export function showAgain(
  context: WebLoadContext,
  ownerId: number,
  input: {
    values: Record<string, string>;
    photoIds: string[];
    errors: Record<string, string>;
    errorParams?: Record<string, Values>;
    formError?: KeyedMessage;
    status?: number;
    headers?: Record<string, string>;
  },
) {
  return context.services.photos.listOwned({ ownerId, ids: input.photoIds }).then((photos) =>
    data<PostingActionData>(
      {
        ok: false,
        intent: 'post',
        errors: input.errors,
        errorParams: {
          ...input.errorParams,
          ...(input.formError ? { form: input.formError.params ?? {} } : {}),
        },
        formError: input.formError?.key,
        values: { ...input.values, photo_ids: photos.map((p) => p.id).join(',') },
        photos,
      },
      { status: input.status ?? 400, headers: input.headers },
    ),
  );
}
