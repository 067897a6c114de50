import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type TestContext } from '../../test/app.ts';
import { buildListing, buildUser, listingAttributeFixtures } from '../../test/factories.ts';
import { htmlFile, jpegOf } from '../../test/upload-corpus.ts';
import { buildWebTestApp, fieldError, formPost } from '../../test/web-app.ts';

/**
 * The posting form and the owner's actions as pages send them (with and without JavaScript):
 * through the real app and its React Router build, against PostgreSQL.
 */
let ctx: TestContext;
let mediaDir: string;
let cityId: number;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'jaliya-form-media-'));
  ctx = await buildWebTestApp({ MEDIA_DIR: mediaDir });
  cityId = ctx.config.CITY_ID;
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const formPath = '/market-place/new-product';
const cookieOf = (token: string) => `jaliya_session=${token}`;

type FilePart = { name: string; filename: string; type: string; body: Buffer };

/** A multipart/form-data body as a browser sends the form (files in the same request without JavaScript). */
function multipart(fields: Array<[string, string]>, files: FilePart[] = []) {
  const boundary = `----jaliya${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(
  url: string,
  token: string | null,
  body: { payload: Buffer | string; contentType: string },
  lang: 'en' | 'ar' = 'en',
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      origin: 'http://localhost:80',
      cookie: [`lang=${lang}`, token ? cookieOf(token) : ''].filter(Boolean).join('; '),
    },
  });
}

/** Uploads one photo the way the form's script does, and answers its id. */
async function uploadPhoto(token: string, body: Buffer, filename = 'photo.jpg') {
  const res = await send(
    '/actions/photos',
    token,
    multipart([], [{ name: 'photo', filename, type: 'image/jpeg', body }]),
  );
  return res;
}

/** The form's fields for a valid product in this city (text values, as the form posts them). */
async function validFields(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const attributes = await listingAttributeFixtures.product(ctx.db, cityId);
  return {
    title: `Stroller ${randomUUID().slice(0, 8)}`,
    main_category_id: String(attributes.main_category_id),
    sub_category_id: String(attributes.sub_category_id),
    post_type: 'sale',
    condition: 'used',
    year: '2021',
    color: 'Grey',
    model: 'Graco',
    place: 'Dearborn',
    price: '120',
    phone: '+1 313 555 0101',
    description: 'Clean, from a smoke-free home.',
    idempotency_key: randomUUID(),
    photo_ids: '',
    ...overrides,
  };
}

/** What the page SHOWS, read from its markup (`fieldError` reads a field's message the same way). */
const fieldValue = (body: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(body)?.[1];
const badges = (body: string) => [...body.matchAll(/class="badge badge-[a-z]+">([^<]*)</g)].map((m) => m[1]);
const alertText = (body: string, kind: 'success' | 'warning' | 'error') =>
  [...body.matchAll(new RegExp(`class="alert alert-${kind}"[^>]*>(?:<p>)?([^<]*)<`, 'g'))].map((m) => m[1]);

const urlencoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  contentType: 'application/x-www-form-urlencoded',
});

const postsOf = (ownerId: number) =>
  ctx.db
    .selectFrom('listings')
    .select(['id', 'status', 'title', 'price', 'attributes', 'owner_id'])
    .where('owner_id', '=', ownerId)
    .execute();

const photosOf = (listingId: number) =>
  ctx.db
    .selectFrom('photos')
    .select(['id', 'position'])
    .where('listing_id', '=', listingId)
    .orderBy('position')
    .execute();

describe('the posting form', () => {
  it('makes one post of a double submit (same idempotency key) and goes to the own posts with the success message', async () => {
    const user = await buildUser(ctx.db);
    const photo = (await uploadPhoto(user.token, await jpegOf(320, 240))).json().photo.id as string;
    const fields = await validFields({ photo_ids: photo });
    const first = await send(formPath, user.token, urlencoded(fields));
    const second = await send(formPath, user.token, urlencoded(fields));
    expect(first.statusCode, first.body).toBe(302);
    expect(first.headers.location).toBe('/my-product?done=posted');
    expect(second.statusCode).toBe(302);
    const posts = await postsOf(user.id);
    expect(posts).toHaveLength(1);
    expect(posts[0].status).toBe('pending');
    expect((await photosOf(posts[0].id)).map((p) => p.id)).toEqual([photo]);

    // the redirect's one-shot cookie lets the own posts say it once; the page clears it
    const flash = String(first.headers['set-cookie']).split(';')[0];
    expect(flash).toBe('jaliya_flash=done.posted');
    const mine = await ctx.app.inject({
      url: '/my-product?done=posted',
      headers: { cookie: `${cookieOf(user.token)}; ${flash}` },
    });
    expect(alertText(mine.body, 'success')).toEqual(['Your post published successfully']);
    expect(badges(mine.body)).toEqual(['Waiting for approval']);
    expect(String(mine.headers['set-cookie'])).toMatch(/^jaliya_flash=; .*Max-Age=0/);
    // a refresh (the cookie gone) or a shared link says nothing
    const refreshed = await ctx.app.inject({
      url: '/my-product?done=posted',
      headers: { cookie: cookieOf(user.token) },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(alertText(refreshed.body, 'success')).toEqual([]);
    expect(badges(refreshed.body)).toEqual(['Waiting for approval']);
    // a cookie naming another outcome than the address says nothing either
    const mismatched = await ctx.app.inject({
      url: '/my-product?done=posted',
      headers: { cookie: `${cookieOf(user.token)}; jaliya_flash=done.deleted` },
    });
    expect(alertText(mismatched.body, 'success')).toEqual([]);
  });

  it('shows every required-field message next to its field, keeps what was typed and writes nothing', async () => {
    const user = await buildUser(ctx.db);
    const fields = {
      title: '',
      description: 'Typed before the error',
      price: '',
      idempotency_key: randomUUID(),
    };
    const res = await send(formPath, user.token, urlencoded(fields));
    expect(res.statusCode).toBe(400);
    expect({
      title: fieldError(res.body, 'title'),
      main: fieldError(res.body, 'main_category_id'),
      sub: fieldError(res.body, 'sub_category_id'),
      postType: fieldError(res.body, 'post_type'),
      photos: fieldError(res.body, 'photos'),
    }).toEqual({
      title: 'Title is required',
      main: 'main category is required',
      sub: 'sub category is required',
      postType: 'Looking for sale or buy is required',
      photos: 'Image is required',
    });
    expect(res.body).toContain('>Typed before the error</textarea>');
    expect(await postsOf(user.id)).toHaveLength(0);
  });

  it('answers the messages in Arabic on an Arabic page', async () => {
    const user = await buildUser(ctx.db);
    const res = await send(
      formPath,
      user.token,
      urlencoded({ title: '', idempotency_key: randomUUID() }),
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'photos')).toBe('الصورة مطلوبة');
    expect(fieldError(res.body, 'post_type')).toBe('حدد إن كان الإعلان للبيع أو للشراء');
  });

  it('understands Arabic-Indic digits in the price, the year and the phone', async () => {
    const user = await buildUser(ctx.db);
    const photo = (await uploadPhoto(user.token, await jpegOf(200, 200))).json().photo.id as string;
    const fields = await validFields({
      price: '١٢٣٫٥',
      year: '٢٠٢١',
      phone: '٣١٣ ٥٥٥ ٠١٠١',
      photo_ids: photo,
    });
    const res = await send(formPath, user.token, urlencoded(fields));
    expect(res.statusCode, res.body).toBe(302);
    const [post] = await postsOf(user.id);
    expect(Number(post.price)).toBe(123.5);
    expect(post.attributes).toMatchObject({ year: 2021, phone: '313 555 0101' });
  });

  it('takes the photos as files of the form itself without JavaScript, in their order', async () => {
    const user = await buildUser(ctx.db);
    const fields = await validFields();
    const res = await send(
      formPath,
      user.token,
      multipart(Object.entries(fields), [
        { name: 'photos', filename: 'a.jpg', type: 'image/jpeg', body: await jpegOf(300, 200) },
        { name: 'photos', filename: 'b.jpg', type: 'image/jpeg', body: await jpegOf(200, 300) },
      ]),
    );
    expect(res.statusCode, res.body).toBe(302);
    const [post] = await postsOf(user.id);
    const photos = await ctx.db
      .selectFrom('photos')
      .select(['width', 'height'])
      .where('listing_id', '=', post.id)
      .orderBy('position')
      .execute();
    expect(photos).toEqual([
      { width: 300, height: 200 },
      { width: 200, height: 300 },
    ]);
  });

  it('keeps the good photos and the typed fields when one file of the form is refused', async () => {
    const user = await buildUser(ctx.db);
    const fields = await validFields({ title: '' });
    const res = await send(
      formPath,
      user.token,
      multipart(Object.entries(fields), [
        { name: 'photos', filename: 'a.jpg', type: 'image/jpeg', body: await jpegOf(300, 200) },
        { name: 'photos', filename: 'page.jpg', type: 'image/jpeg', body: htmlFile() },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'photos')).toBe('Only JPEG, PNG, WebP and AVIF photos can be uploaded.');
    expect(fieldError(res.body, 'title')).toBe('Title is required');
    expect(fieldValue(res.body, 'model')).toBe(fields.model);
    // the good photo comes back in the form's hidden list, ready for the next try
    const kept = await ctx.db.selectFrom('photos').select('id').where('owner_id', '=', user.id).execute();
    expect(kept).toHaveLength(1);
    expect(res.body).toContain(`name="photo_ids" value="${kept[0].id}"`);
    expect(await postsOf(user.id)).toHaveLength(0);
  });

  it('refuses the same title and price again within 48 hours (another key) with its message, and keeps the form', async () => {
    const user = await buildUser(ctx.db);
    const first = (await uploadPhoto(user.token, await jpegOf(100, 100))).json().photo.id as string;
    const second = (await uploadPhoto(user.token, await jpegOf(100, 100))).json().photo.id as string;
    const fields = await validFields({ photo_ids: first });
    expect((await send(formPath, user.token, urlencoded(fields))).statusCode).toBe(302);
    const again = await send(
      formPath,
      user.token,
      urlencoded({ ...fields, photo_ids: second, idempotency_key: randomUUID() }),
    );
    expect(again.statusCode).toBe(400);
    expect(alertText(again.body, 'error')).toEqual([
      'You already posted this with the same title and price in the last 48 hours. Edit that post instead of posting it again.',
    ]);
    expect(fieldValue(again.body, 'title')).toBe(fields.title);
    expect(fieldValue(again.body, 'photo_ids')).toBe(second);
    expect(await postsOf(user.id)).toHaveLength(1);
  });

  it('answers a photo list that is not photo ids with the photo message, not an error page', async () => {
    const user = await buildUser(ctx.db);
    for (const junk of ['not-a-uuid', "1' or '1'='1", '\u0000', '00000000-0000-0000-0000-00000000000g']) {
      const res = await send(formPath, user.token, urlencoded(await validFields({ photo_ids: junk })));
      expect(res.statusCode, junk).toBe(400);
      expect(fieldError(res.body, 'photos'), junk).toBe('Image is required');
    }
    expect(await postsOf(user.id)).toHaveLength(0);
  });

  it('ignores a status or an owner in the form body', async () => {
    const user = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    const photo = (await uploadPhoto(user.token, await jpegOf(200, 200))).json().photo.id as string;
    const fields = await validFields({ photo_ids: photo, status: 'published', owner_id: String(other.id) });
    const res = await send(formPath, user.token, urlencoded(fields));
    expect(res.statusCode).toBe(302);
    const [post] = await postsOf(user.id);
    expect(post).toMatchObject({ status: 'pending', owner_id: user.id });
    expect(await postsOf(other.id)).toHaveLength(0);
  });

  it('sends a guest to log in and tells an unverified user to verify first; neither can post', async () => {
    const guestPage = await ctx.app.inject({ url: formPath, headers: { cookie: 'lang=en' } });
    expect(guestPage.statusCode).toBe(200);
    expect(alertText(guestPage.body, 'warning')).toEqual(['Please login first.']);
    expect(guestPage.body).toContain(`/Login?redirectTo=${encodeURIComponent(formPath)}`);
    const guestPost = await send(formPath, null, urlencoded(await validFields()));
    expect(guestPost.statusCode).toBe(302);
    expect(guestPost.headers.location).toContain('/Login?redirectTo=');

    const unverified = await buildUser(ctx.db, { verified: false });
    const page = await ctx.app.inject({ url: formPath, headers: { cookie: cookieOf(unverified.token) } });
    expect(alertText(page.body, 'warning')).toEqual(['Verify your email address to post.']);
    const refused = await send(formPath, unverified.token, urlencoded(await validFields()));
    expect(refused.statusCode).toBe(403);
    expect(await postsOf(unverified.id)).toHaveLength(0);
    const upload = await uploadPhoto(unverified.token, await jpegOf(50, 50));
    expect(upload.statusCode).toBe(403);
  });

  it('refuses a web page renamed .jpg at the per-photo upload with its message', async () => {
    const user = await buildUser(ctx.db);
    const res = await uploadPhoto(user.token, htmlFile(), 'page.jpg');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ok: false, error: { key: 'errors.photoTypeUnsupported', params: {} } });
  });

  it('sends an edited published post back to review, with a message that says so', async () => {
    const user = await buildUser(ctx.db);
    const post = await buildListing(ctx.db, 'product', cityId, { ownerId: user.id, status: 'published' });
    const form = await ctx.app.inject({
      url: `${formPath}?edit=${post.id}`,
      headers: { cookie: cookieOf(user.token) },
    });
    expect(form.statusCode).toBe(200);
    expect(fieldValue(form.body, 'title')).toBe(post.title);
    expect(alertText(form.body, 'warning')[0]).toMatch(
      /^This post is published\. Saving your changes sends it back/,
    );
    const photo = (await uploadPhoto(user.token, await jpegOf(200, 200))).json().photo.id as string;
    const fields = await validFields({
      title: 'Edited title',
      photo_ids: photo,
      listing_id: String(post.id),
    });
    const res = await send(formPath, user.token, urlencoded(fields));
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/my-product?done=updated-pending');
    const [row] = await postsOf(user.id);
    expect(row).toMatchObject({ id: post.id, status: 'pending', title: 'Edited title' });
  });
});

describe('a retried create with photos', () => {
  it('answers the first post, not a refusal of its own (already attached) photos', async () => {
    const user = await buildUser(ctx.db);
    const photo = (await uploadPhoto(user.token, await jpegOf(120, 120))).json().photo.id as string;
    const fields = await validFields();
    const body = {
      kind: 'product',
      title: fields.title,
      price: 40,
      attributes: {
        main_category_id: Number(fields.main_category_id),
        sub_category_id: Number(fields.sub_category_id),
        post_type: 'sale',
      },
      photo_ids: [photo],
    };
    const headers = { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() };
    const first = await ctx.app.inject({ method: 'POST', url: api('listings'), headers, payload: body });
    const retry = await ctx.app.inject({ method: 'POST', url: api('listings'), headers, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await postsOf(user.id)).toHaveLength(1);
  });
});

describe("another user's post through the web forms (IDOR)", () => {
  it('cannot be edited, ended or deleted, and stays as it was', async () => {
    const owner = await buildUser(ctx.db);
    const intruder = await buildUser(ctx.db);
    const post = await buildListing(ctx.db, 'product', cityId, { ownerId: owner.id, status: 'published' });
    const before = await postsOf(owner.id);

    const editForm = await ctx.app.inject({
      url: `${formPath}?edit=${post.id}`,
      headers: { cookie: cookieOf(intruder.token) },
    });
    expect(editForm.statusCode).toBe(404);
    const photo = (await uploadPhoto(intruder.token, await jpegOf(100, 100))).json().photo.id as string;
    const edit = await send(
      formPath,
      intruder.token,
      urlencoded(await validFields({ title: 'Hijacked', photo_ids: photo, listing_id: String(post.id) })),
    );
    expect(edit.statusCode).toBe(403);

    for (const intent of ['end', 'renew', 'delete']) {
      const res = await ctx.app.inject(
        formPost(
          '/actions/listing',
          { kind: 'product', id: String(post.id), intent, confirm: 'yes' },
          { cookie: cookieOf(intruder.token) },
        ),
      );
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/\?failed=(forbidden|conflict)$/);
    }
    expect(await postsOf(owner.id)).toEqual(before);
  });
});

describe('the owner actions of the own posts page', () => {
  const act = (token: string, fields: Record<string, string>) =>
    ctx.app.inject(formPost('/actions/listing', { kind: 'product', ...fields }, { cookie: cookieOf(token) }));

  it('marks a published post sold after the confirmation step, renews an expired one, and deletes only after its confirmation step', async () => {
    const user = await buildUser(ctx.db);
    const live = await buildListing(ctx.db, 'product', cityId, { ownerId: user.id });
    const askedEnd = await act(user.token, { id: String(live.id), intent: 'end' });
    expect(askedEnd.headers.location).toBe(`/my-product?end=${live.id}#confirm-end`);
    expect((await postsOf(user.id)).map((p) => p.status)).toEqual(['published']);
    const question = await ctx.app.inject({
      url: askedEnd.headers.location as string,
      headers: { cookie: cookieOf(user.token) },
    });
    expect(question.body).toContain(`<h2 id="confirm-end-title">Mark “${live.title}” as sold?</h2>`);
    const sold = await act(user.token, { id: String(live.id), intent: 'end', confirm: 'yes' });
    expect(sold.headers.location).toBe('/my-product?done=sold');
    // a sold post is asked about no more: nothing there to end
    const again = await ctx.app.inject({
      url: `/my-product?end=${live.id}`,
      headers: { cookie: cookieOf(user.token) },
    });
    expect(again.body).not.toContain('confirm-end-title');

    const old = await buildListing(ctx.db, 'product', cityId, {
      ownerId: user.id,
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    const renewed = await act(user.token, { id: String(old.id), intent: 'renew' });
    expect(renewed.headers.location).toBe('/my-product?done=renewed');

    const asked = await act(user.token, { id: String(live.id), intent: 'delete' });
    expect(asked.headers.location).toBe(`/my-product?delete=${live.id}#confirm-delete`);
    expect((await postsOf(user.id)).map((p) => p.id).sort()).toEqual([live.id, old.id].sort());
    const page = await ctx.app.inject({
      url: asked.headers.location as string,
      headers: { cookie: cookieOf(user.token) },
    });
    expect(page.body).toContain(`<h2 id="confirm-delete-title">Delete “${live.title}”?</h2>`);

    const deleted = await act(user.token, { id: String(live.id), intent: 'delete', confirm: 'yes' });
    expect(deleted.headers.location).toBe('/my-product?done=deleted');
    const rows = await postsOf(user.id);
    expect(rows.map((r) => [r.id, r.status])).toEqual([[old.id, 'published']]);
  });

  it('shows every status with its badge, the rejection reason, the price and the actions it allows', async () => {
    const user = await buildUser(ctx.db);
    const rejected = await buildListing(ctx.db, 'product', cityId, {
      ownerId: user.id,
      status: 'rejected',
      rejectionReason: 'Photo shows another item',
    });
    await buildListing(ctx.db, 'product', cityId, { ownerId: user.id, status: 'pending', price: 1250 });
    await buildListing(ctx.db, 'product', cityId, { ownerId: user.id, status: 'sold' });
    await buildListing(ctx.db, 'product', cityId, {
      ownerId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const page = await ctx.app.inject({ url: '/my-product', headers: { cookie: cookieOf(user.token) } });
    expect(badges(page.body).sort()).toEqual(['Expired', 'Rejected', 'Sold', 'Waiting for approval']);
    expect(page.body).toContain('Rejected: \u2068Photo shows another item\u2069</p>');
    expect(page.body).toContain('<bdi class="account-post-price">$1,250</bdi>');
    expect(page.body).toContain(`?edit=${rejected.id}`);
    expect(page.body).toContain('>Renew<');
  });

  it("says a chosen rejection reason in the page's language, whatever the author's account language", async () => {
    const user = await buildUser(ctx.db, { lang: 'ar' });
    await buildListing(ctx.db, 'product', cityId, {
      ownerId: user.id,
      status: 'rejected',
      rejectionCode: 'wrong-category',
      rejectionReason: 'Furniture',
    });
    for (const [lang, reason] of [
      ['en', 'Rejected: \u2068Wrong category — Furniture\u2069'],
      ['ar', 'سبب الرفض: \u2068فئة خاطئة — Furniture\u2069'],
    ]) {
      const page = await ctx.app.inject({
        url: '/my-product',
        headers: { cookie: `${cookieOf(user.token)}; lang=${lang}` },
      });
      expect(page.body, lang).toContain(reason);
    }
  });
});

describe('the saved products page', () => {
  it("shows a saved post's cover thumbnail and price, and leaves it out once it is no longer listed", async () => {
    const owner = await buildUser(ctx.db);
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const saver = await buildUser(ctx.db);
    const photo = (await uploadPhoto(owner.token, await jpegOf(640, 480))).json().photo.id as string;
    const fields = await validFields({ photo_ids: photo, price: '120' });
    expect((await send(formPath, owner.token, urlencoded(fields))).statusCode).toBe(302);
    const [post] = await postsOf(owner.id);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: api(`moderation/listings/${post.id}/approve`),
      headers: { authorization: `Bearer ${moderator.token}` },
    });
    expect(approved.statusCode).toBe(200);
    const save = formPost(
      '/actions/favorite',
      { kind: 'product', id: String(post.id), save: '1', redirectTo: '/saved-product' },
      { cookie: cookieOf(saver.token) },
    );
    const saveAnswer = await ctx.app.inject({
      ...save,
      headers: { ...save.headers, accept: 'application/json' },
    });
    expect(saveAnswer.json()).toEqual({ saved: true });

    const saved = await ctx.app.inject({ url: '/saved-product', headers: { cookie: cookieOf(saver.token) } });
    expect(saved.body).toContain('<bdi class="account-post-price">$120</bdi>');
    expect(saved.body).toMatch(new RegExp(`<img src="[^"]*/photos/${photo}/400\\.webp"`));

    const sold = await ctx.app.inject(
      formPost(
        '/actions/listing',
        { kind: 'product', id: String(post.id), intent: 'end', confirm: 'yes' },
        { cookie: cookieOf(owner.token) },
      ),
    );
    expect(sold.headers.location).toBe('/my-product?done=sold');
    const after = await ctx.app.inject({ url: '/saved-product', headers: { cookie: cookieOf(saver.token) } });
    expect(after.body).not.toContain(`href="${fields.title}`);
    expect(after.body).toContain('You have not saved any products yet.</p>');
  });
});

describe('/form/:slug', () => {
  it("opens a kind's posting form by its slug, and answers 404 for an unknown slug", async () => {
    const known = await ctx.app.inject({ url: '/form/product?edit=3' });
    expect(known.statusCode).toBe(302);
    expect(known.headers.location).toBe('/market-place/new-product?edit=3');
    const unknown = await ctx.app.inject({ url: '/form/spaceship' });
    expect(unknown.statusCode).toBe(404);
  });
});
