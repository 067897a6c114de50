import { data } from 'react-router';
import { type PhotoView, photoLimits } from '#shared/photos.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import {
  type KeyedMessage,
  messageOf,
  photoBodyLimit,
  readLimitedForm,
} from '../features/listings/posting/posting-form.server.ts';
import type { Route } from './+types/actions.photo-upload';

export type PhotoUploadAnswer = { ok: true; photo: PhotoView } | { ok: false; error: KeyedMessage };

const refuse = (status: number, error: KeyedMessage) =>
  data<PhotoUploadAnswer>({ ok: false, error }, { status });

/**
 * The posting form's per-file upload (one photo per request, field `photo`), for the signed-in
 * page user: the same photo service, rate and limits as `POST /photos` of the API, which needs a
 * bearer token the page does not hold (its session is an HttpOnly cookie). Answers JSON for the
 * form's script.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = context.user;
  if (!user) return refuse(401, { key: 'errors.unauthorized' });
  if (!user.emailVerified) return refuse(403, { key: 'errors.emailNotVerified' });
  try {
    // the hourly count is checked before the file is read
    await context.services.photos.checkUploadRate(user.id);
  } catch (error) {
    const message = messageOf(error);
    if (!message) throw error;
    return refuse(429, message);
  }
  const read = await readLimitedForm(request, photoBodyLimit);
  if ('error' in read)
    return read.error === 'tooLarge'
      ? refuse(413, {
          key: 'errors.photoTooLarge',
          params: { megabytes: photoLimits.maxBytes / 1024 / 1024 },
        })
      : refuse(400, { key: 'errors.photoMissing' });
  const file = read.form.get('photo');
  if (!file || typeof file === 'string' || file.size === 0)
    return refuse(400, { key: 'errors.photoMissing' });
  try {
    const photo = await context.services.photos.upload({
      ownerId: user.id,
      file: Buffer.from(await file.arrayBuffer()),
    });
    return data<PhotoUploadAnswer>({ ok: true, photo }, { status: 201 });
  } catch (error) {
    const message = messageOf(error);
    if (!message) throw error;
    return refuse(422, message);
  }
}
