// npm run bench:upload: upload-to-ready time of a 12 MP phone photo (4000×3000 JPEG, generated here),
// median of BENCH_RUNS (5) uploads through the real app (app.inject: multipart parsing, type and
// pixel checks, WebP 400/800/1600 + thumbhash, files written, row and clean-up job committed).
// Needs DATABASE_URL of a migrated database (the test database works); runs the TypeScript server
// through tsx (development only), stores files in a temporary MEDIA_DIR and removes its user after.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { median } from './lib-server.mjs';

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a migrated database');
const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 5), 20);

const { buildApp } = await import('../server/app.ts');
const { loadConfig } = await import('../server/config.ts');
const { createDatabase } = await import('../server/db/database.ts');
const { buildCity, buildUser } = await import('../server/test/factories.ts');
const { multipartBody, photoOf } = await import('../server/test/upload-corpus.ts');

/** A camera-like 12 MP JPEG: smooth gradients plus sensor-like noise, so it compresses like a photo. */
async function twelveMegapixelJpeg() {
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  return photoOf(4000, 3000)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const mediaDir = await mkdtemp(join(tmpdir(), 'jaliya-bench-media-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', MEDIA_DIR: mediaDir });
const { db } = createDatabase(process.env.DATABASE_URL, 4);
const app = await buildApp({ config, db, webBuildDir: '/nonexistent' });
await app.ready();
const city = await buildCity(db);
const user = await buildUser(db);
const photoIds = [];
try {
  const photo = await twelveMegapixelJpeg();
  console.log(`photo: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const body = multipartBody(photo);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/en/${city.id}/photos`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    times.push(ms);
    photoIds.push(res.json().data.id);
    const variants = res
      .json()
      .data.variants.map((v) => `${v.width}×${v.height}`)
      .join(', ');
    console.log(`run ${i + 1}: ${ms.toFixed(0)} ms (${variants})`);
  }
  console.log(`upload-to-ready, 12 MP JPEG: median ${median(times).toFixed(0)} ms of ${RUNS}`);
} finally {
  // the user's photos go with it (ON DELETE CASCADE), the files with the temporary folder, and
  // their clean-up jobs here
  if (photoIds.length)
    await db
      .deleteFrom('jobs')
      .where('kind', '=', 'photo-cleanup')
      .where((eb) => eb(eb.ref('payload', '->>').key('photoId'), 'in', photoIds))
      .execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  await db.deleteFrom('cities').where('id', '=', city.id).execute();
  await app.close();
  await db.destroy();
  await rm(mediaDir, { recursive: true, force: true });
}
