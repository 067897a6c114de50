import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { photoLimits, photoSchema } from '#shared/photos.ts';
import { callerOf } from '../../plugins/route-auth.ts';
import type { ApiModule } from '../index.ts';

/** Reads the one file of a multipart request, refusing it as soon as it passes the byte limit. */
async function readUpload(file: AsyncIterable<Buffer> & { truncated: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk);
  // busboy stops at the limit and marks the stream; throwFileSizeLimit: false lets us answer ourselves
  if (file.truncated)
    throw new AppError('PHOTO_TOO_LARGE', { megabytes: photoLimits.maxBytes / 1024 / 1024 });
  return Buffer.concat(chunks);
}

/** The photo upload (verified users): one file per request, so the browser retries each alone. */
export const photosRoutes: ApiModule = async (app, services) => {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: photoLimits.maxBytes, files: 1, fields: 0, parts: 2, headerPairs: 50 },
    });
    scope.post(
      '/photos',
      {
        config: { auth: 'verified' },
        schema: {
          tags: ['photos'],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          summary:
            'Upload one photo (multipart field `photo`; JPEG, PNG, WebP or AVIF by content, ≤ 15 MB, ≤ 40 MP). Answers its id, WebP variants and thumbhash; attach it to a post within 24 h',
          response: { 201: z.object({ data: photoSchema }) },
        },
      },
      async (request, reply) => {
        const { user } = callerOf(request);
        await services.photos.checkUploadRate(user.id);
        const file = await request.file();
        if (file?.fieldname !== 'photo') throw new AppError('PHOTO_MISSING');
        const photo = await services.photos.upload({ ownerId: user.id, file: await readUpload(file.file) });
        return reply.status(201).send({ data: photo });
      },
    );
  });
};
