import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildUser } from '../../test/factories.ts';
import { multipartBody, photoOf } from '../../test/upload-corpus.ts';

/**
 * A measurement, not a test: upload-to-ready time of a 12 MP phone photo through the whole app
 * (multipart, checks, WebP 400/800/1600, thumbhash, files, row and clean-up job), median of
 * BENCH_RUNS. Skipped unless BENCH_UPLOAD=1 (`npm run bench:upload` sets it); it asserts only that
 * each upload succeeded, never a time.
 */
const runs = Math.min(Number(process.env.BENCH_RUNS ?? 5), 20);

/** A camera-like 12 MP JPEG: smooth gradients plus sensor-like noise, so it compresses like a photo. */
async function twelveMegapixelJpeg() {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return photoOf(4000, 3000)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

describe.skipIf(process.env.BENCH_UPLOAD !== '1')('upload-to-ready time', () => {
  let ctx: TestContext;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'jaliya-bench-media-'));
    ctx = await buildTestApp({ MEDIA_DIR: mediaDir, PHOTO_UPLOADS_PER_HOUR: 100 });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it(`measures a 12 MP JPEG, median of ${runs}`, { timeout: 300_000 }, async () => {
    const cityId = (await buildCity(ctx.db)).id;
    const user = await buildUser(ctx.db);
    const photo = await twelveMegapixelJpeg();
    console.log(`bench-upload: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const body = multipartBody(photo);
      const started = performance.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: api('photos', 'en', cityId),
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${user.token}` },
      });
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(201);
      times.push(ms);
      const sizes = (res.json().data.variants as Array<{ width: number; height: number }>)
        .map((v) => `${v.width}×${v.height}`)
        .join(', ');
      console.log(`bench-upload: run ${i + 1}: ${ms.toFixed(0)} ms (${sizes})`);
    }
    console.log(
      `bench-upload: upload-to-ready, 12 MP JPEG: median ${median(times).toFixed(0)} ms of ${runs}`,
    );
  });
});
