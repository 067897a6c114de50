import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, PhotoVariant } from '../schema.ts';
import { photosRepository } from '../../modules/photos/photos.repository.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { processPhoto } from '../../modules/photos/photo-processing.ts';
import { variantKey } from '../../modules/photos/photos.service.ts';

/** What a demo photo shows: a simple drawing of the thing, in the post's colour. */
export type DemoScene =
  | 'car'
  | 'wheel'
  | 'sofa'
  | 'bed'
  | 'table'
  | 'stroller'
  | 'car-seat'
  | 'toy'
  | 'phone'
  | 'laptop'
  | 'tv'
  | 'pot'
  | 'rug'
  | 'garment'
  | 'book'
  | 'building'
  | 'house'
  | 'room';

const W = 1600;
const H = 1200;

/** Each scene's shapes on a 1600×1200 canvas; `c` is the item's colour. */
const scenes: Record<DemoScene, (c: string) => string> = {
  car: (c) => `<rect y="860" width="${W}" height="340" fill="#5b6570"/>
    <path d="M330 760 L470 560 Q520 500 620 500 L1010 500 Q1100 500 1160 570 L1290 720 L1330 760 Z" fill="${c}"/>
    <rect x="260" y="720" width="1100" height="170" rx="60" fill="${c}"/>
    <path d="M520 580 L610 540 L780 540 L780 700 L470 700 Z M830 540 L1000 540 Q1060 540 1100 600 L1170 700 L830 700 Z" fill="#dbe9f4" opacity="0.9"/>
    <circle cx="520" cy="900" r="120" fill="#1e1e1e"/><circle cx="520" cy="900" r="55" fill="#b8bec4"/>
    <circle cx="1110" cy="900" r="120" fill="#1e1e1e"/><circle cx="1110" cy="900" r="55" fill="#b8bec4"/>`,
  wheel: (c) => `<rect y="900" width="${W}" height="300" fill="#8a8f94"/>
    <circle cx="800" cy="640" r="360" fill="#1e1e1e"/><circle cx="800" cy="640" r="220" fill="${c}"/>
    <circle cx="800" cy="640" r="60" fill="#333"/>
    ${[0, 72, 144, 216, 288].map((a) => `<rect x="785" y="430" width="30" height="190" fill="#333" transform="rotate(${a} 800 640)"/>`).join('')}`,
  sofa: (c) => `<rect y="950" width="${W}" height="250" fill="#b08a64"/>
    <rect x="250" y="430" width="1100" height="330" rx="60" fill="${c}"/>
    <rect x="200" y="640" width="1200" height="260" rx="50" fill="${c}" opacity="0.92"/>
    <rect x="150" y="560" width="200" height="360" rx="60" fill="${c}"/><rect x="1250" y="560" width="200" height="360" rx="60" fill="${c}"/>
    <rect x="330" y="600" width="440" height="120" rx="40" fill="#fff" opacity="0.18"/><rect x="830" y="600" width="440" height="120" rx="40" fill="#fff" opacity="0.18"/>
    <rect x="260" y="900" width="40" height="70" fill="#4a3520"/><rect x="1300" y="900" width="40" height="70" fill="#4a3520"/>`,
  bed: (c) => `<rect y="980" width="${W}" height="220" fill="#c9a27c"/>
    <rect x="200" y="380" width="80" height="620" fill="#6b4a2e"/><rect x="200" y="380" width="380" height="340" rx="30" fill="#6b4a2e"/>
    <rect x="280" y="640" width="1150" height="200" rx="30" fill="#f4f1ea"/>
    <rect x="600" y="620" width="830" height="240" rx="40" fill="${c}"/>
    <rect x="310" y="570" width="260" height="110" rx="50" fill="#fff"/>
    <rect x="280" y="840" width="1150" height="60" fill="#6b4a2e"/><rect x="1370" y="840" width="60" height="160" fill="#6b4a2e"/>`,
  table: (c) => `<rect y="1000" width="${W}" height="200" fill="#a8b5a0"/>
    <rect x="300" y="560" width="1000" height="70" rx="14" fill="${c}"/>
    <rect x="360" y="630" width="50" height="390" fill="${c}"/><rect x="1190" y="630" width="50" height="390" fill="${c}"/>
    <rect x="80" y="520" width="40" height="500" fill="#444"/><rect x="80" y="760" width="200" height="40" fill="#444"/><rect x="240" y="800" width="40" height="220" fill="#444"/>
    <rect x="1480" y="520" width="40" height="500" fill="#444"/><rect x="1320" y="760" width="200" height="40" fill="#444"/><rect x="1320" y="800" width="40" height="220" fill="#444"/>`,
  stroller: (c) => `<rect y="1000" width="${W}" height="200" fill="#9fb59a"/>
    <path d="M500 650 A300 300 0 0 1 1100 650 Z" fill="${c}"/>
    <rect x="500" y="650" width="600" height="160" rx="40" fill="${c}"/>
    <path d="M1100 660 L1300 380" stroke="#333" stroke-width="28" stroke-linecap="round"/>
    <circle cx="600" cy="930" r="90" fill="none" stroke="#222" stroke-width="30"/><circle cx="1000" cy="930" r="90" fill="none" stroke="#222" stroke-width="30"/>
    <path d="M600 930 L800 800 L1000 930" stroke="#333" stroke-width="22" fill="none"/>`,
  'car-seat': (c) => `<rect width="${W}" height="${H}" fill="#3b4450" opacity="0.35"/>
    <path d="M560 280 Q560 200 640 200 L960 200 Q1040 200 1040 280 L1040 760 L560 760 Z" fill="${c}"/>
    <path d="M460 720 L1140 720 Q1180 720 1180 780 L1160 980 L440 980 L420 780 Q420 720 460 720 Z" fill="${c}"/>
    <rect x="640" y="300" width="320" height="420" rx="60" fill="#fff" opacity="0.2"/>
    <path d="M700 360 L800 640 L900 360" stroke="#222" stroke-width="26" fill="none"/>`,
  toy: (c) => `<rect y="980" width="${W}" height="220" fill="#e0c68f"/>
    <rect x="420" y="640" width="300" height="300" rx="20" fill="${c}"/><rect x="760" y="640" width="300" height="300" rx="20" fill="#f2b134"/>
    <rect x="590" y="330" width="300" height="300" rx="20" fill="#3f8fd2"/><rect x="1100" y="740" width="200" height="200" rx="20" fill="#5cb85c"/>
    <text x="570" y="840" font-family="sans-serif" font-size="160" font-weight="bold" fill="#fff" text-anchor="middle">A</text>
    <text x="740" y="530" font-family="sans-serif" font-size="160" font-weight="bold" fill="#fff" text-anchor="middle">B</text>`,
  phone: (c) => `<rect width="${W}" height="${H}" fill="#eef1f4" opacity="0.5"/>
    <rect x="600" y="170" width="400" height="820" rx="60" fill="#1c1c1e"/>
    <rect x="625" y="220" width="350" height="720" rx="30" fill="${c}"/>
    <rect x="750" y="190" width="100" height="18" rx="9" fill="#333"/>
    <circle cx="700" cy="330" r="40" fill="#fff" opacity="0.35"/><rect x="760" y="310" width="170" height="40" rx="20" fill="#fff" opacity="0.35"/>`,
  laptop: (c) => `<rect y="960" width="${W}" height="240" fill="#b9a48c"/>
    <rect x="400" y="300" width="800" height="520" rx="24" fill="#2b2d30"/>
    <rect x="430" y="330" width="740" height="460" rx="10" fill="${c}"/>
    <path d="M300 840 L1300 840 L1380 940 L220 940 Z" fill="#c5c8cc"/><rect x="700" y="870" width="200" height="30" rx="8" fill="#9ca0a5"/>`,
  tv: (c) => `<rect y="980" width="${W}" height="220" fill="#7a5c44"/>
    <rect x="260" y="220" width="1080" height="640" rx="20" fill="#111"/>
    <rect x="290" y="250" width="1020" height="580" fill="${c}"/>
    <path d="M290 700 L600 480 L850 660 L1050 520 L1310 720 L1310 830 L290 830 Z" fill="#fff" opacity="0.25"/>
    <rect x="740" y="860" width="120" height="90" fill="#222"/><rect x="560" y="940" width="480" height="30" rx="10" fill="#222"/>`,
  pot: (c) => `<rect y="900" width="${W}" height="300" fill="#d8d2c4"/>
    <rect x="480" y="520" width="640" height="400" rx="40" fill="${c}"/>
    <rect x="440" y="480" width="720" height="70" rx="30" fill="${c}"/>
    <rect x="340" y="560" width="160" height="50" rx="20" fill="#333"/><rect x="1100" y="560" width="160" height="50" rx="20" fill="#333"/>
    <rect x="740" y="420" width="120" height="60" rx="20" fill="#333"/>`,
  rug: (c) => `<rect width="${W}" height="${H}" fill="#d9c6a5"/>
    <rect x="260" y="220" width="1080" height="760" fill="${c}"/>
    <rect x="330" y="290" width="940" height="620" fill="none" stroke="#f3e3c3" stroke-width="30"/>
    <path d="M800 380 L1040 600 L800 820 L560 600 Z" fill="#f3e3c3"/><path d="M800 480 L930 600 L800 720 L670 600 Z" fill="${c}"/>`,
  // hung lower than the others: the hook stays clear of the caption band
  garment: (c) => `<rect width="${W}" height="${H}" fill="#efe7df"/><g transform="translate(0 90)">
    <path d="M800 140 Q800 90 840 90" stroke="#555" stroke-width="16" fill="none"/>
    <path d="M560 260 L800 170 L1040 260 L1000 330 L600 330 Z" fill="#777"/>
    <path d="M620 280 L980 280 L1120 1080 L480 1080 Z" fill="${c}"/>
    <path d="M620 280 L460 620 L540 660 L660 420 Z M980 280 L1140 620 L1060 660 L940 420 Z" fill="${c}"/>
    <path d="M760 290 L800 380 L840 290" stroke="#fff" stroke-width="12" fill="none" opacity="0.6"/></g>`,
  book: (c) => `<rect y="940" width="${W}" height="260" fill="#8d6e52"/>
    <rect x="380" y="520" width="840" height="120" rx="10" fill="#3f6e8f"/>
    <rect x="420" y="640" width="800" height="140" rx="10" fill="${c}"/>
    <rect x="360" y="780" width="880" height="160" rx="10" fill="#7a2e2e"/>
    <rect x="440" y="680" width="500" height="24" fill="#f2d479"/><rect x="400" y="830" width="500" height="24" fill="#f2d479"/>`,
  // rentals: an apartment block, a Dearborn bungalow, a furnished room
  building: (c) => `<rect y="1000" width="${W}" height="200" fill="#8fa38a"/>
    <rect x="420" y="260" width="760" height="760" fill="${c}"/>
    ${[0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (col) =>
            `<rect x="${480 + col * 175}" y="${310 + row * 165}" width="110" height="110" fill="#dbe9f4"/>`,
        ),
      )
      .join('')}
    <rect x="730" y="900" width="140" height="120" fill="#5a4636"/>`,
  house: (c) => `<rect y="980" width="${W}" height="220" fill="#7fa36b"/>
    <path d="M360 560 L800 260 L1240 560 Z" fill="#6b3b2e"/>
    <rect x="420" y="560" width="760" height="440" fill="${c}"/>
    <rect x="500" y="640" width="180" height="150" fill="#dbe9f4"/><rect x="920" y="640" width="180" height="150" fill="#dbe9f4"/>
    <rect x="730" y="780" width="140" height="220" fill="#4a3520"/><rect x="620" y="1000" width="360" height="40" fill="#bbb"/>`,
  room: (
    c,
  ) => `<rect width="${W}" height="${H}" fill="${c}" opacity="0.55"/><rect y="960" width="${W}" height="240" fill="#b58b62"/>
    <rect x="1000" y="260" width="360" height="300" fill="#dbe9f4" stroke="#fff" stroke-width="20"/>
    <rect x="220" y="640" width="640" height="200" rx="20" fill="#f4f1ea"/><rect x="220" y="560" width="60" height="400" fill="#6b4a2e"/>
    <rect x="300" y="600" width="200" height="80" rx="30" fill="#fff"/><rect x="520" y="640" width="340" height="200" rx="20" fill="#3f6e8f"/>
    <rect x="1020" y="700" width="260" height="260" fill="#6b4a2e"/><rect x="1040" y="720" width="220" height="100" fill="#8a6a4a"/>`,
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A demo photo: the scene under a sky, the item's name on it, as a JPEG like a phone would send. */
export async function renderDemoPhoto(scene: DemoScene, colour: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4eef7"/><stop offset="1" stop-color="#9db4c8"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${scenes[scene](colour)}
    <rect x="0" y="40" width="${W}" height="130" fill="#000" opacity="0.35"/>
    <text x="${W / 2}" y="132" font-family="sans-serif" font-size="72" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A photo ready for its row: the id its files are stored under, its size, variants and thumbhash. */
export interface SeededPhoto {
  id: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
  placeholder: string;
}

/**
 * Sends a demo JPEG through the upload's own processing (type check, upright WebP variants at
 * 400/800/1600 without metadata, thumbhash) and writes the variants to the media storage, so a
 * seeded post's photos are stored and served exactly like an uploaded one's.
 */
export async function storeDemoPhoto(storage: MediaStorage, jpeg: Buffer): Promise<SeededPhoto> {
  return storeProcessedPhoto(storage, await processPhoto(jpeg));
}

/**
 * Stores an already processed photo under a new id (its own files): a drawing processed once can
 * become the photo of several demo posts, each post owning its copy as an upload would.
 */
export async function storeProcessedPhoto(
  storage: MediaStorage,
  processed: Awaited<ReturnType<typeof processPhoto>>,
): Promise<SeededPhoto> {
  const id = randomUUID();
  const variants = processed.variants.map((v) => ({
    width: v.width,
    height: v.height,
    key: variantKey(id, v.width),
  }));
  await Promise.all(processed.variants.map((v, i) => storage.put(variants[i].key, v.body, 'image/webp')));
  return {
    id,
    width: processed.width,
    height: processed.height,
    variants,
    placeholder: processed.placeholder,
  };
}

/** Runs `work` over `items`, `width` at a time (sharp's encoder is busy enough with a few). */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

/**
 * Renders and stores the photo of each demo post that has one, before the seed's transaction
 * (sharp's work is the slow part, and it needs no rows); null where a post has none. Files whose
 * rows never commit are left behind only if the seed fails.
 */
export function prepareSeedPhotos(
  storage: MediaStorage,
  posts: ReadonlyArray<{ photo?: [DemoScene, string, string] }>,
): Promise<Array<SeededPhoto | null>> {
  return inBatches([...posts], 4, async (post) =>
    post.photo ? storeDemoPhoto(storage, await renderDemoPhoto(...post.photo)) : null,
  );
}

/**
 * Gives each inserted demo post its prepared photo (`photos[i]` for `posts[i]`), through the photos
 * module's own statements, as an upload and a post taking it would.
 */
export async function attachSeedPhotos(
  db: Kysely<Database>,
  posts: ReadonlyArray<{ id: number; owner_id: number }>,
  photos: ReadonlyArray<SeededPhoto | null>,
) {
  const repo = photosRepository(db);
  for (const [i, photo] of photos.entries()) {
    if (!photo) continue;
    const ownerId = posts[i].owner_id;
    await repo.insert(db, { ...photo, ownerId });
    await repo.attach(db, { listingId: posts[i].id, ownerId, photoIds: [photo.id] });
  }
}
