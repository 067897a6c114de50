import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLimits } from '#shared/photos.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildListing, buildListingRequest, buildUser } from '../../test/factories.ts';
import {
  htmlFile,
  jpegHtmlPolyglot,
  jpegOf,
  jpegWithGps,
  multipartBody,
  pngDeclaring,
  svgFile,
  truncatedJpeg,
  validPhotos,
} from '../../test/upload-corpus.ts';

let ctx: TestContext;
let cityId: number;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'jaliya-media-'));
  ctx = await buildTestApp({ MEDIA_DIR: mediaDir });
  cityId = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  variants: Array<{ width: number; height: number; url: string }>;
}

const upload = (
  file: Buffer,
  options: { token?: string; field?: string; filename?: string; type?: string; lang?: 'en' | 'ar' } = {},
) => {
  const body = multipartBody(file, options);
  return ctx.app.inject({
    method: 'POST',
    url: api('photos', options.lang ?? 'en', cityId),
    payload: body.payload,
    headers: { ...body.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
};

/** Uploads a valid JPEG for `token` and returns the answer's photo. */
async function uploadPhoto(token: string): Promise<UploadedPhoto> {
  const res = await upload(await jpegOf(320, 240), { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const photoRow = (id: string) =>
  ctx.db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst();
const photosOf = (ownerId: number) =>
  ctx.db.selectFrom('photos').select('id').where('owner_id', '=', ownerId).execute();
/** When a photo's row was written: its clean-up job is due 24 h later. */
async function uploadedAt(id: string): Promise<number> {
  const row = await photoRow(id);
  if (!row) throw new Error(`photo ${id} has no row`);
  return new Date(row.created_at).getTime();
}
/** Every file stored for a photo (its variants live in one folder named by its id). */
const filesOf = (id: string) => readdir(join(mediaDir, 'photos', id)).catch(() => [] as string[]);
/** The GPSLatitude tag (0x0002, type RATIONAL) as it is written in this EXIF block's byte order. */
function gpsLatitudeTag(exif: Buffer) {
  const bigEndian = exif.includes(Buffer.from('MM\x00\x2a', 'latin1'));
  return Buffer.from(bigEndian ? [0x00, 0x02, 0x00, 0x05] : [0x02, 0x00, 0x05, 0x00]);
}
const served = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('photo upload', () => {
  it.each(Object.entries(validPhotos))(
    'stores a %s as WebP variants that are never upscaled',
    async (_, make) => {
      const user = await buildUser(ctx.db);
      const res = await upload(await make(), { token: user.token });
      expect(res.statusCode, res.body).toBe(201);
      const photo: UploadedPhoto = res.json().data;
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 640, height: 480 });
      // 400 is below the photo's long edge; 800 and 1600 would be upscales, so the photo's own size instead
      expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
        [400, 300],
        [640, 480],
      ]);
      expect(Buffer.from(photo.placeholder, 'base64').length).toBeGreaterThan(10);
      for (const variant of photo.variants) {
        const file = await served(variant.url);
        expect(file.statusCode).toBe(200);
        expect(await fileTypeFromBuffer(file.rawPayload)).toMatchObject({ mime: 'image/webp' });
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
      }
    },
  );

  it('makes 400, 800 and 1600 px variants of a large photo', async () => {
    const user = await buildUser(ctx.db);
    const res = await upload(await jpegOf(2400, 1800), { token: user.token });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().data as UploadedPhoto).variants.map((v) => v.width)).toEqual([400, 800, 1600]);
  });

  it('removes EXIF (GPS, camera) from every stored variant and turns the photo upright', async () => {
    const original = await jpegWithGps();
    // the generated file really carries what must go: a camera name, a GPS block, an orientation
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    expect(before.exif?.includes(gpsLatitudeTag(before.exif))).toBe(true);

    const user = await buildUser(ctx.db);
    const res = await upload(original, { token: user.token });
    expect(res.statusCode, res.body).toBe(201);
    const photo: UploadedPhoto = res.json().data;
    // stored 600×400 with orientation 6: upright it is 400 wide and 600 high
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 400, height: 600 });
    for (const variant of photo.variants) {
      const bytes = (await served(variant.url)).rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(bytes.includes(gpsLatitudeTag(bytes))).toBe(false);
    }
  });

  const refused = [
    {
      name: 'an SVG',
      make: async () => svgFile(),
      filename: 'photo.svg',
      type: 'image/svg+xml',
      code: 'PHOTO_TYPE_UNSUPPORTED',
      status: 415,
    },
    {
      name: 'HTML renamed .jpg',
      make: async () => htmlFile(),
      filename: 'photo.jpg',
      type: 'image/jpeg',
      code: 'PHOTO_TYPE_UNSUPPORTED',
      status: 415,
    },
    {
      name: 'a JPEG/HTML polyglot',
      make: jpegHtmlPolyglot,
      filename: 'photo.jpg',
      type: 'image/jpeg',
      code: 'PHOTO_MARKUP_INSIDE',
      status: 415,
    },
    {
      name: 'a truncated JPEG',
      make: truncatedJpeg,
      filename: 'photo.jpg',
      type: 'image/jpeg',
      code: 'PHOTO_UNREADABLE',
      status: 422,
    },
    {
      name: 'a 20 000 × 20 000 PNG',
      make: async () => pngDeclaring(20_000, 20_000),
      filename: 'big.png',
      type: 'image/png',
      code: 'PHOTO_TOO_MANY_PIXELS',
      status: 413,
    },
    {
      name: 'a file over 15 MB',
      make: async () => Buffer.alloc(photoLimits.maxBytes + 1024, 0xff),
      filename: 'huge.jpg',
      type: 'image/jpeg',
      code: 'PHOTO_TOO_LARGE',
      status: 413,
    },
  ];

  it.each(refused)('refuses $name with $code, in both languages, storing nothing', async (file) => {
    const user = await buildUser(ctx.db);
    const bytes = await file.make();
    const en = await upload(bytes, { token: user.token, filename: file.filename, type: file.type });
    const ar = await upload(bytes, {
      token: user.token,
      filename: file.filename,
      type: file.type,
      lang: 'ar',
    });
    expect(en.statusCode, en.body).toBe(file.status);
    expect(en.json().code).toBe(file.code);
    expect(ar.json().code).toBe(file.code);
    expect(en.json().message).toMatch(/\w{3,}/);
    expect(ar.json().message).toMatch(/[\u0600-\u06ff]{3,}/);
    expect(await photosOf(user.id)).toEqual([]);
  });

  it('answers a request without a file with PHOTO_MISSING', async () => {
    const user = await buildUser(ctx.db);
    const boundary = '----empty';
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('photos', 'en', cityId),
      payload: `--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${user.token}`,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('PHOTO_MISSING');
  });

  it('takes the file only from the `photo` field the API documents', async () => {
    const user = await buildUser(ctx.db);
    const res = await upload(await validPhotos.jpeg(), { token: user.token, field: 'image' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('PHOTO_MISSING');
    expect(await photosOf(user.id)).toEqual([]);
  });

  it('refuses guests (401) and unverified users (403)', async () => {
    const unverified = await buildUser(ctx.db, { verified: false });
    const file = await validPhotos.jpeg();
    const guest = await upload(file);
    const notVerified = await upload(file, { token: unverified.token });
    expect(guest.statusCode).toBe(401);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(await photosOf(unverified.id)).toEqual([]);
  });

  it('serves no file outside the media folder and 404 for unknown keys', async () => {
    expect((await served('/media/photos/00000000-0000-4000-8000-000000000000/400.webp')).statusCode).toBe(
      404,
    );
    expect((await served('/media/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});

describe('photo storage failing', () => {
  let broken: TestContext;
  let brokenDir: string;
  beforeAll(async () => {
    // a file where the photos folder should be: every write fails, as on a full or read-only disk
    brokenDir = await mkdtemp(join(tmpdir(), 'jaliya-media-broken-'));
    await writeFile(join(brokenDir, 'photos'), 'not a folder');
    broken = await buildTestApp({ MEDIA_DIR: brokenDir });
  });
  afterAll(async () => {
    await broken.close();
    await rm(brokenDir, { recursive: true, force: true });
  });

  it('answers a plain 500 and leaves no row, job or file behind', async () => {
    const user = await buildUser(broken.db);
    const body = multipartBody(await validPhotos.jpeg());
    const res = await broken.app.inject({
      method: 'POST',
      url: api('photos', 'en', cityId),
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(await photosOf(user.id)).toEqual([]);
    expect(await readdir(brokenDir)).toEqual(['photos']);
  });
});

describe('photo upload rate', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ MEDIA_DIR: mediaDir, PHOTO_UPLOADS_PER_HOUR: 2 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses a user past PHOTO_UPLOADS_PER_HOUR with 429, others still upload', async () => {
    const [user, other] = [await buildUser(limited.db), await buildUser(limited.db)];
    const file = await validPhotos.jpeg();
    const send = (token: string) => {
      const body = multipartBody(file);
      return limited.app.inject({
        method: 'POST',
        url: api('photos', 'en', cityId),
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
    };
    expect((await send(user.token)).statusCode).toBe(201);
    expect((await send(user.token)).statusCode).toBe(201);
    const third = await send(user.token);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(other.token)).statusCode).toBe(201);
  });
});

describe('photos of a post', () => {
  const createListing = async (token: string, photoIds: string[]) =>
    ctx.app.inject({
      method: 'POST',
      url: api('listings', 'en', cityId),
      payload: { ...(await buildListingRequest(ctx.db, 'product', cityId)), photo_ids: photoIds },
      headers: { authorization: `Bearer ${token}` },
    });

  it('takes the author’s photos in the order given', async () => {
    const author = await buildUser(ctx.db);
    const [first, second] = [await uploadPhoto(author.token), await uploadPhoto(author.token)];
    const res = await createListing(author.token, [second.id, first.id]);
    expect(res.statusCode, res.body).toBe(201);
    const listingId = res.json().data.id;
    expect(await photoRow(second.id)).toMatchObject({ listing_id: listingId, position: 0 });
    expect(await photoRow(first.id)).toMatchObject({ listing_id: listingId, position: 1 });
    // the post's answer carries them in that order, with the upload's variant URLs
    expect(res.json().data.photos).toEqual([second, first]);
  });

  it("gives a pending post's photo URLs to its author only, not to guests or other users", async () => {
    const [author, stranger] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    const photo = await uploadPhoto(author.token);
    const created = await createListing(author.token, [photo.id]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.status).toBe('pending');
    const path = api(`listings/${created.json().data.id}`, 'en', cityId);
    const asAuthor = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${author.token}` },
    });
    const asStranger = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    const asGuest = await ctx.app.inject({ method: 'GET', url: path });
    expect(asAuthor.json().data.photos.map((p: UploadedPhoto) => p.id)).toEqual([photo.id]);
    expect([asStranger.statusCode, asGuest.statusCode]).toEqual([404, 404]);
    expect(asStranger.body).not.toContain(photo.id);
    expect(asGuest.body).not.toContain(photo.id);
  });

  it("refuses another user's photo id on create, and posts nothing", async () => {
    const [author, stranger] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    const own = await uploadPhoto(author.token);
    const theirs = await uploadPhoto(stranger.token);
    const res = await createListing(author.token, [own.id, theirs.id]);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('PHOTO_NOT_OWNED');
    const posts = await ctx.db
      .selectFrom('listings')
      .select('id')
      .where('owner_id', '=', author.id)
      .execute();
    expect(posts).toEqual([]);
    expect(await photoRow(own.id)).toMatchObject({ listing_id: null });
    expect(await photoRow(theirs.id)).toMatchObject({ owner_id: stranger.id, listing_id: null });
  });

  it("refuses another user's photo id on edit and leaves the post's photos as they were", async () => {
    const [author, stranger] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    const own = await uploadPhoto(author.token);
    const created = await createListing(author.token, [own.id]);
    expect(created.statusCode, created.body).toBe(201);
    const listingId = created.json().data.id;
    const theirs = await uploadPhoto(stranger.token);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: api(`listings/${listingId}`, 'en', cityId),
      payload: {
        ...(await buildListingRequest(ctx.db, 'product', cityId)),
        kind: undefined,
        photo_ids: [theirs.id],
      },
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(edit.json().code).toBe('PHOTO_NOT_OWNED');
    expect(await photoRow(own.id)).toMatchObject({ listing_id: listingId, position: 0 });
    expect(await photoRow(theirs.id)).toMatchObject({ listing_id: null });
  });

  it("refuses a photo another of the author's posts already uses", async () => {
    const author = await buildUser(ctx.db);
    const photo = await uploadPhoto(author.token);
    expect((await createListing(author.token, [photo.id])).statusCode).toBe(201);
    const again = await createListing(author.token, [photo.id]);
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json().code).toBe('PHOTO_NOT_OWNED');
  });
});

describe('clean-up of photos no post uses', () => {
  it('deletes an unused photo and its files 24 h after the upload, and keeps a used one', async () => {
    const author = await buildUser(ctx.db);
    const unused = await uploadPhoto(author.token);
    const used = await uploadPhoto(author.token);
    const listing = await buildListing(ctx.db, 'product', cityId, { ownerId: author.id });
    await ctx.db
      .updateTable('photos')
      .set({ listing_id: listing.id, position: 0 })
      .where('id', '=', used.id)
      .execute();
    const start = await uploadedAt(unused.id);
    const hours = (h: number) => new Date(start + h * 3_600_000);
    const jobs = ctx.app.services.jobs;

    await jobs.drain({ now: hours(23.9), kinds: ['photo-cleanup'] });
    expect(await photoRow(unused.id)).toBeDefined();
    expect(await filesOf(unused.id)).toHaveLength(unused.variants.length);

    await jobs.drain({ now: hours(24), kinds: ['photo-cleanup'] });
    expect(await photoRow(unused.id)).toBeUndefined();
    expect(await filesOf(unused.id)).toEqual([]);
    expect((await served(unused.variants[0].url)).statusCode).toBe(404);

    // a day later the used photo's own job has run too, and left it alone
    await jobs.drain({ now: hours(48), kinds: ['photo-cleanup'] });
    expect(await photoRow(used.id)).toMatchObject({ listing_id: listing.id });
    expect(await filesOf(used.id)).toHaveLength(used.variants.length);
  });

  it('deletes the photos of a deleted post a day after the delete', async () => {
    const author = await buildUser(ctx.db);
    const photo = await uploadPhoto(author.token);
    const created = await ctx.app.inject({
      method: 'POST',
      url: api('listings', 'en', cityId),
      payload: { ...(await buildListingRequest(ctx.db, 'product', cityId)), photo_ids: [photo.id] },
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    // the upload's own job (24 h after the upload) runs while the post still uses the photo
    const start = await uploadedAt(photo.id);
    await ctx.app.services.jobs.drain({
      now: new Date(start + 24 * 3_600_000),
      kinds: ['photo-cleanup'],
    });
    expect(await photoRow(photo.id)).toBeDefined();

    const deletedAt = Date.now();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: api(`listings/${created.json().data.id}`, 'en', cityId),
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await photoRow(photo.id)).toMatchObject({ listing_id: null });
    await ctx.app.services.jobs.drain({
      now: new Date(deletedAt + 25 * 3_600_000),
      kinds: ['photo-cleanup'],
    });
    expect(await photoRow(photo.id)).toBeUndefined();
    expect(await filesOf(photo.id)).toEqual([]);
  });
});
