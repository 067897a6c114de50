import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { businessAttributesSchema } from '#shared/listings/business.schema.ts';
import { listingSlug } from '#shared/listings/slug.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { processPhoto } from '../../modules/photos/photo-processing.ts';
import { photosRepository } from '../../modules/photos/photos.repository.ts';
import type { Database } from '../schema.ts';
import { type DemoBusiness, demoBusinesses, demoWeeks, ramadanHours } from './business-data.ts';
import type { DemoPosterKey } from './demo-accounts.ts';
import { type SeededPhoto, storeProcessedPhoto } from './demo-photos.ts';

const dayMs = 86_400_000;

// -----------------------------------------------------------------------------------------------
// Photos: each business gets its own logo (its initials on its colour) and copies of a few drawn
// scenes (storefront, shelves, table, counter) as cover, main and gallery photos — drawn and
// processed once, stored as each business's own files.

const W = 1200;
const H = 800;
const scenes: Array<(c: string) => string> = [
  // storefront with an awning
  (
    c,
  ) => `<rect width="${W}" height="${H}" fill="#e8e2d6"/><rect y="640" width="${W}" height="160" fill="#8a8f94"/>
    <rect x="120" y="180" width="960" height="460" fill="#f7f3ea"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${120 + i * 120}" y="180" width="120" height="110" fill="${i % 2 ? '#fff' : c}"/>`).join('')}
    <rect x="180" y="330" width="340" height="240" fill="#bcd4e6"/><rect x="680" y="330" width="340" height="240" fill="#bcd4e6"/>
    <rect x="540" y="330" width="120" height="310" fill="${c}"/>`,
  // shelves of goods
  (c) => `<rect width="${W}" height="${H}" fill="#f3efe7"/>
    ${[180, 360, 540].map((y) => `<rect x="80" y="${y}" width="1040" height="18" fill="#8b5e34"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${110 + i * 112}" y="${y - 110}" width="80" height="110" rx="10" fill="${i % 3 ? c : '#d69e2e'}" opacity="${0.6 + (i % 3) * 0.15}"/>`).join('')}`).join('')}
    <rect y="700" width="${W}" height="100" fill="#cbb89d"/>`,
  // a table set with dishes
  (
    c,
  ) => `<rect width="${W}" height="${H}" fill="#d8c3a5"/><ellipse cx="600" cy="430" rx="470" ry="260" fill="#fff"/>
    <circle cx="420" cy="400" r="120" fill="${c}"/><circle cx="420" cy="400" r="80" fill="#f6e05e" opacity="0.8"/>
    <circle cx="760" cy="380" r="110" fill="#fff" stroke="${c}" stroke-width="24"/><circle cx="760" cy="380" r="60" fill="#68d391"/>
    <circle cx="600" cy="560" r="90" fill="${c}" opacity="0.7"/>`,
  // a counter and a clerk's screen
  (
    c,
  ) => `<rect width="${W}" height="${H}" fill="#edf2f7"/><rect y="470" width="${W}" height="330" fill="${c}"/>
    <rect y="450" width="${W}" height="40" fill="#2d3748"/><rect x="760" y="250" width="260" height="180" rx="12" fill="#1a202c"/>
    <rect x="780" y="270" width="220" height="140" fill="#90cdf4"/><rect x="860" y="430" width="60" height="30" fill="#1a202c"/>
    <rect x="140" y="120" width="420" height="260" rx="16" fill="#fff" stroke="${c}" stroke-width="14"/>`,
];
const sceneColours = ['#2c7a7b', '#c05621', '#6b46c1'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();

/** A logo: the business's first letters on its colour, 400 px square. */
function logoSvg(business: DemoBusiness) {
  const letters = business.name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0])
    .join(business.lang === 'ar' ? ' ' : '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#fff"/><circle cx="200" cy="200" r="180" fill="${business.colour}"/>
    <circle cx="200" cy="200" r="150" fill="none" stroke="#fff" stroke-width="6" opacity="0.6"/>
    <text x="200" y="238" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(letters)}</text>
  </svg>`;
}

/** The groups of one business, each photo its own stored copy. */
export interface DemoBusinessPhotos {
  logo: SeededPhoto;
  cover: SeededPhoto;
  main: SeededPhoto[];
  gallery: SeededPhoto[];
}

/** Draws, processes and stores every demo business's photos (before the seed's transaction). */
export async function prepareBusinessPhotos(storage: MediaStorage): Promise<DemoBusinessPhotos[]> {
  const drawings = sceneColours.flatMap((colour) =>
    scenes.map(
      (scene) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${scene(colour)}</svg>`,
    ),
  );
  const pool = await Promise.all(drawings.map(async (svg) => processPhoto(await jpeg(svg))));
  const out: DemoBusinessPhotos[] = [];
  // a few businesses at a time: sharp's encoder and the disk are busy enough with that
  for (let start = 0; start < demoBusinesses.length; start += 8) {
    const batch = demoBusinesses.slice(start, start + 8).map(async (business, j) => {
      const i = start + j;
      const copy = (n: number) => storeProcessedPhoto(storage, pool[(i + n) % pool.length]);
      const [logo, cover, ...rest] = await Promise.all([
        processPhoto(await jpeg(logoSvg(business))).then((processed) =>
          storeProcessedPhoto(storage, processed),
        ),
        ...[0, 1, 2, 3, 4, 5, 6].map(copy),
      ]);
      return { logo, cover, main: rest.slice(0, 3), gallery: rest.slice(3, 6) };
    });
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

// -----------------------------------------------------------------------------------------------

/** Dearborn's two business streets: a point along each, spread by the business's index. */
function placeOf(business: DemoBusiness, index: number) {
  const step = (index * 37) % 100;
  return business.street === 'warren'
    ? {
        street: `${13000 + step * 28} W Warren Ave`,
        postal_code: '48126',
        location: { lat: 42.3437 + ((index % 3) - 1) * 0.0004, lng: -83.205 + step * 0.0006 },
      }
    : {
        street: `${13000 + step * 95} Michigan Ave`,
        postal_code: '48126',
        location: { lat: 42.3085 + step * 0.00012, lng: -83.235 + step * 0.0006 },
      };
}

const slugName = (name: string) => listingSlug(name) || 'business';

/**
 * The demo directory (business-data.ts): each business checked by the kind's own schema like a
 * posted one, published (two wait for review, one closed), owned by the demo authors, with its
 * photos in their groups.
 */
export async function seedBusinesses(
  db: Kysely<Database>,
  input: {
    cityId: number;
    posters: Record<DemoPosterKey, number>;
    photos: DemoBusinessPhotos[];
  },
) {
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name_en'])
    .where('city_id', '=', input.cityId)
    .where('kind', 'in', ['shops', 'service'])
    .execute();
  const subByName = new Map(categories.filter((c) => c.parent_id !== null).map((c) => [c.name_en, c]));
  const posterIds = Object.values(input.posters);
  const now = Date.now();
  const rows = demoBusinesses.map((business, i) => {
    const subs = business.subs.map((name) => {
      const sub = subByName.get(name);
      if (!sub) throw new Error(`demo business ${business.name}: no sub-category ${name}`);
      return sub;
    });
    const place = placeOf(business, i);
    const site = slugName(business.name).replace(/[^a-z0-9-]/g, '') || `shop-${i + 1}`;
    const attributes = businessAttributesSchema.parse({
      main_category_id: subs[0]?.parent_id,
      sub_category_ids: subs.map((s) => s.id),
      street: place.street,
      city: business.lang === 'ar' ? 'ديربورن' : 'Dearborn',
      state: business.lang === 'ar' ? 'ميشيغان' : 'Michigan',
      postal_code: place.postal_code,
      phone: `+1 313 555 ${String(1000 + i * 37).slice(-4)}`,
      email: `hello@${site}.example`,
      website: i % 3 === 0 ? `https://${site}.example` : '',
      socials:
        i % 2 === 0
          ? { facebook: `https://facebook.com/${site}`, instagram: `https://instagram.com/${site}` }
          : { tiktok: `https://tiktok.com/@${site}` },
      services: business.services,
      hours: demoWeeks[business.week],
      special_hours: business.ramadan ? ramadanHours : [],
      community: business.community,
      location: place.location,
    });
    const at = new Date(now - ((i * 7) % 25) * dayMs - i * 3_600_000);
    const status: 'pending' | 'published' | 'closed' = business.status ?? 'published';
    const live = status !== 'pending';
    return {
      city_id: input.cityId,
      kind: 'business' as const,
      owner_id: posterIds[i % posterIds.length],
      status,
      title: business.name,
      description: business.description,
      price: null,
      slug: listingSlug(business.name),
      attributes: JSON.stringify(attributes),
      created_at: at,
      updated_at: at,
      published_at: live ? at : null,
      // a directory entry never runs out (businessKind.expires): listed until its owner closes it
      expires_at: null,
    };
  });
  const inserted = await db.insertInto('listings').values(rows).returning('id').execute();
  const photos = photosRepository(db);
  for (const [i, groups] of input.photos.entries()) {
    const listing = inserted[i];
    if (!listing) continue;
    const ownerId = rows[i].owner_id;
    const ordered = [
      { role: 'logo', photo: groups.logo },
      { role: 'cover', photo: groups.cover },
      ...groups.main.map((photo) => ({ role: 'main', photo })),
      ...groups.gallery.map((photo) => ({ role: 'gallery', photo })),
    ];
    for (const { photo } of ordered) await photos.insert(db, { ...photo, ownerId });
    await photos.attach(db, {
      listingId: listing.id,
      ownerId,
      photoIds: ordered.map((o) => o.photo.id),
      roles: ordered.map((o) => o.role),
    });
  }
  return inserted.length;
}
