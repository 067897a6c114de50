import { randomBytes } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import type { DB } from '../db/database.ts';
import { minPhotosOf } from '#shared/listings/definition.ts';
import { type ListingKind, isListingKind, listingKindDefinition } from '#shared/listings/kinds.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import type { ReportReason } from '#shared/moderation.ts';
import type { GuideSection, PageKey } from '../db/schema.ts';
import { hashToken } from '../modules/accounts/session-token.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

/**
 * The one place integration tests make their data. Every builder inserts a complete row with
 * sensible defaults, takes overrides for what a test cares about, and returns what tests need.
 * A test builds its own city first, so counts and orders never depend on the demo seed or on
 * another test file.
 *
 * Uniqueness: integer ids come from the run's `test_fixture_ids` sequence (made by
 * global-setup.ts, far above any seeded id), so two builders can never pick the same id, whatever
 * runs in parallel. Text keys (slugs, e-mail addresses) come from `uniqueTag()`: this worker's
 * process and thread id plus a counter, distinct between the workers alive in one run, plus a random
 * part so that stores shared between runs (Redis rate-limit keys) do not meet either.
 */

let tagCounter = 0;
const workerTag = `${process.pid.toString(36)}t${threadId}${randomBytes(2).toString('hex')}`;

/** A short text no other call in this run returns. */
export const uniqueTag = () => `${workerTag}x${(++tagCounter).toString(36)}`;

/** A fresh, valid, lower-case address at example.com. */
export const uniqueEmail = (prefix = 'u') => `${prefix}-${uniqueTag()}@example.com`;

/** The next integer from the run's shared sequence. */
export async function nextId(db: DB): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('test_fixture_ids')]).as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

// ---------------------------------------------------------------------------------------------
// Cities and the shell around them

export async function buildCity(db: DB, overrides: Partial<{ name_en: string; name_ar: string }> = {}) {
  const id = await nextId(db);
  return db
    .insertInto('cities')
    .values({ id, code: `T${id}`, name_en: 'Test city', name_ar: 'مدينة اختبار', ...overrides })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

export async function buildSettings(
  db: DB,
  cityId: number,
  overrides: Partial<{
    navbar_logo: string;
    logo: string;
    services: Record<string, number>;
    social_links: Array<{ type: string; url: string }>;
    subscribe_en: string;
    subscribe_ar: string;
    email: string;
    phone: string;
    copyright_en: string;
    copyright_ar: string;
  }> = {},
) {
  const { services = {}, social_links = [], ...rest } = overrides;
  await db
    .insertInto('settings')
    .values({
      city_id: cityId,
      navbar_logo: '/demo/logo-120x60.svg',
      logo: '/demo/logo-180x98.svg',
      services: JSON.stringify(services),
      social_links: JSON.stringify(social_links),
      subscribe_en: 'Subscribe',
      subscribe_ar: 'اشترك',
      email: 'hello@example.com',
      phone: '+1 313 555 0100',
      copyright_en: '© Test',
      copyright_ar: '© اختبار',
      ...rest,
    })
    .execute();
}

export async function buildState(
  db: DB,
  cityId: number,
  overrides: Partial<{
    title_en: string;
    title_ar: string;
    image: string;
    url: string | null;
    position: number;
  }> = {},
) {
  return db
    .insertInto('states')
    .values({
      city_id: cityId,
      title_en: 'State',
      title_ar: 'ولاية',
      image: '/demo/states/ohio.svg',
      url: null,
      position: 0,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildCategory(
  db: DB,
  cityId: number,
  overrides: Partial<{
    kind: 'shops' | 'service' | 'business' | 'market';
    parent_id: number | null;
    name_en: string;
    name_ar: string;
    image: string | null;
    position: number;
  }> = {},
) {
  const tag = uniqueTag();
  return db
    .insertInto('categories')
    .values({
      city_id: cityId,
      kind: 'shops',
      parent_id: null,
      name_en: `Category ${tag}`,
      name_ar: `فئة ${tag}`,
      position: 0,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------------------------------------
// Content

export async function buildPage(
  db: DB,
  cityId: number,
  key: PageKey,
  overrides: Partial<{
    title_en: string;
    title_ar: string;
    body_en: string;
    body_ar: string;
    image: string | null;
  }> = {},
) {
  await db
    .insertInto('pages')
    .values({
      city_id: cityId,
      key,
      title_en: `Title ${key}`,
      title_ar: `عنوان ${key}`,
      body_en: `<p>Body ${key}</p>`,
      body_ar: `<p>نص ${key}</p>`,
      image: null,
      ...overrides,
    })
    .execute();
}

export async function buildHeroSlide(
  db: DB,
  cityId: number,
  overrides: Partial<{
    title_en: string;
    title_ar: string;
    description_en: string;
    description_ar: string;
    image: string;
    square_image: string;
    position: number;
  }> = {},
) {
  const tag = uniqueTag();
  return db
    .insertInto('hero_slides')
    .values({
      city_id: cityId,
      title_en: `Slide ${tag}`,
      title_ar: `شريحة ${tag}`,
      description_en: '<p>Slide</p>',
      description_ar: '<p>شريحة</p>',
      image: '/demo/a.svg',
      square_image: '/demo/a-square.svg',
      position: 0,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildWelcomeItem(
  db: DB,
  cityId: number,
  overrides: Partial<{
    type: 'youtube' | 'image';
    link: string;
    title_en: string;
    title_ar: string;
    description_en: string;
    description_ar: string;
    active: boolean;
    created_at: string | Date;
  }> = {},
) {
  const tag = uniqueTag();
  return db
    .insertInto('welcome_items')
    .values({
      city_id: cityId,
      type: 'image',
      link: '/demo/welcome.png',
      title_en: `Welcome ${tag}`,
      title_ar: `أهلاً ${tag}`,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildBlogPost(
  db: DB,
  cityId: number,
  overrides: Partial<{
    slug: string;
    title_en: string;
    title_ar: string;
    excerpt_en: string;
    excerpt_ar: string;
    body_en: string;
    body_ar: string;
    image: string;
    published_at: string | Date;
  }> = {},
) {
  const tag = uniqueTag();
  return db
    .insertInto('blog_posts')
    .values({
      city_id: cityId,
      slug: `post-${tag}`,
      title_en: `Post ${tag}`,
      title_ar: `مقال ${tag}`,
      excerpt_en: 'An excerpt.',
      excerpt_ar: 'مقتطف.',
      body_en: '<p>Body</p>',
      body_ar: '<p>نص</p>',
      image: '/demo/blog/halal-food.svg',
      author_en: 'Test Author',
      author_ar: 'كاتب الاختبار',
      published_at: new Date(),
      ...overrides,
    })
    .returning(['id', 'slug', 'published_at'])
    .executeTakeFirstOrThrow();
}

export async function buildUserGuide(
  db: DB,
  cityId: number,
  overrides: Partial<{
    section: GuideSection;
    slug: string;
    title_en: string;
    title_ar: string;
    body_en: string;
    body_ar: string;
    position: number;
  }> = {},
) {
  const tag = uniqueTag();
  return db
    .insertInto('user_guides')
    .values({
      city_id: cityId,
      section: 'faq',
      slug: `guide-${tag}`,
      title_en: `Guide ${tag}`,
      title_ar: `دليل ${tag}`,
      body_en: '<p>Guide body</p>',
      body_ar: '<p>نص الدليل</p>',
      ...overrides,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------------------------------------
// People

export const testPassword = 'correct horse battery';

/**
 * A user straight in the database (no mail, no rate limit), verified unless told otherwise, with an
 * open session: `token` works as `Authorization: Bearer`. Tests of registration itself go through
 * the API instead.
 */
export async function buildUser(
  db: DB,
  options: Partial<{
    name: string;
    email: string;
    password: string;
    phone: string;
    gender: 'male' | 'female';
    lang: 'en' | 'ar';
    role: 'user' | 'moderator' | 'admin';
    verified: boolean;
  }> = {},
) {
  const { verified = true, password = testPassword, email = uniqueEmail(), ...rest } = options;
  const user = await db
    .insertInto('users')
    .values({
      name: 'Test User',
      gender: 'female',
      ...rest,
      email: email.toLowerCase(),
      password_hash: await hashPassword(password),
      email_verified_at: verified ? new Date() : null,
    })
    .returning(['id', 'email', 'role', 'lang'])
    .executeTakeFirstOrThrow();
  const token = await buildSession(db, user.id);
  return { ...user, password, token };
}

/** Opens a session for a user the way sign-in does and returns its bearer token. */
export async function buildSession(db: DB, userId: number, expiresAt = new Date(Date.now() + 86_400_000)) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt })
    .execute();
  return token;
}

// ---------------------------------------------------------------------------------------------
// Listings: one entry per kind in `listingAttributeFixtures` (a kind without one does not compile)

/** A product's attributes besides its categories. */
const productAttributeDefaults = {
  post_type: 'sale',
  condition: 'used',
  year: 2021,
  color: 'Grey',
  model: 'Graco Modes',
  place: 'Dearborn',
  phone: '+1 313 555 0101',
};

/** A rental's attributes: a whole apartment (so its gender is 'any', the fair-housing rule). */
export const rentAttributeDefaults = {
  post_type: 'for_rent',
  accommodation_type: 'apartment',
  city: 'Dearborn',
  living_area: 'East Dearborn',
  gender: 'any',
  bedrooms: 2,
  bathrooms: 1.5,
  shared_bathroom: false,
  area_sqft: 950,
  email: 'landlord@example.com',
  phone: '+1 313 555 0102',
};

/** A job offer's attributes (the factory's price of 120 is its salary, per day). */
export const jobAttributeDefaults = {
  post_type: 'hiring',
  job_type: 'full_time',
  poster_kind: 'company',
  company: 'Cedar Grill',
  salary_type: 'day',
  location: 'Dearborn',
  experience: 'entry',
  phone: '+1 313 555 0144',
  email: 'jobs@cedar-grill.test',
};

/** A business's attributes besides its categories: every §5 field, open Monday–Saturday, closed Sunday. */
export const businessAttributeDefaults = {
  street: '13824 W Warren Ave',
  city: 'Dearborn',
  state: 'Michigan',
  postal_code: '48126',
  phone: '+1 313 555 0142',
  email: 'hello@example.com',
  website: 'https://example.com',
  socials: { facebook: 'https://facebook.com/example' },
  services: ['Fresh lamb', 'Custom cuts', 'Catering trays'],
  hours: {
    monday: { mode: 'hours', opens: '09:00', closes: '21:00' },
    tuesday: { mode: 'hours', opens: '09:00', closes: '21:00' },
    wednesday: { mode: 'hours', opens: '09:00', closes: '21:00' },
    thursday: { mode: 'hours', opens: '09:00', closes: '21:00' },
    friday: { mode: 'hours', opens: '09:00', closes: '21:00' },
    saturday: { mode: 'hours', opens: '10:00', closes: '18:00' },
    sunday: { mode: 'closed' },
  },
  special_hours: [],
  community: ['halal', 'arabic_speaking'],
  location: { lat: 42.3318, lng: -83.1593 },
};

/** Valid attributes for a kind in this city, with whatever they need first (categories, …). */
export const listingAttributeFixtures: Record<
  ListingKind,
  (db: DB, cityId: number) => Promise<Record<string, unknown>>
> = {
  async product(db, cityId) {
    const main = await buildCategory(db, cityId, { kind: 'market' });
    const sub = await buildCategory(db, cityId, { kind: 'market', parent_id: main.id });
    return { main_category_id: main.id, sub_category_id: sub.id, ...productAttributeDefaults };
  },
  async rent() {
    return { ...rentAttributeDefaults };
  },
  async job() {
    return { ...jobAttributeDefaults };
  },
  async business(db, cityId) {
    const main = await buildCategory(db, cityId, { kind: 'shops' });
    const sub = await buildCategory(db, cityId, { kind: 'shops', parent_id: main.id });
    return { main_category_id: main.id, sub_category_ids: [sub.id], ...businessAttributeDefaults };
  },
};

/**
 * Values for a kind's contact attributes (shared/listings/definition.ts) that no other row holds,
 * each in its own shape (an address, a phone number): tests of anonymous posts look for them.
 */
export function secretContact(kind: ListingKind): Record<string, string> {
  return Object.fromEntries(
    listingKindDefinition(kind).contactAttributes.map((key) => [
      key,
      /mail/i.test(key)
        ? uniqueEmail('hidden')
        : /phone/i.test(key)
          ? `+1 313 555 ${String(Math.floor(1000 + Math.random() * 8999))}`
          : `Hidden ${uniqueTag()}`,
    ]),
  );
}

/**
 * Uploaded-photo rows of `ownerId` straight in the database (no files: tests of posts need only
 * their ids; the photo pipeline has its own tests), free for a post to take.
 */
export async function buildPhotos(db: DB, ownerId: number, count: number) {
  if (count === 0) return [];
  const rows = await db
    .insertInto('photos')
    .values(
      Array.from({ length: count }, () => ({
        owner_id: ownerId,
        width: 800,
        height: 600,
        variants: JSON.stringify([{ width: 400, height: 300, key: `photos/test-${uniqueTag()}/400.webp` }]),
        placeholder: 'AAAA',
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Fresh photos of `ownerId` for every group of a kind whose photos come in groups, each at its minimum. */
export async function buildPhotoGroups(db: DB, kind: ListingKind, ownerId: number) {
  const groups: Record<string, { min: number }> = listingKindDefinition(kind).photoGroups ?? {};
  const result: Record<string, string[]> = {};
  for (const [group, { min }] of Object.entries(groups)) result[group] = await buildPhotos(db, ownerId, min);
  return result;
}

/**
 * A create body for the caller with `token`, completed with the caller's own photos when the kind
 * needs photos (groups, or a minimum of its one list) and the body names none: suites that post
 * every kind (describe.each) build the body before they know the author.
 */
export async function withCallerPhotos<T>(db: DB, token: string | undefined, body: T): Promise<T> {
  const b = body as
    | { kind?: unknown; photo_groups?: unknown; photo_ids?: unknown; attributes?: Record<string, unknown> }
    | undefined;
  if (!token || !b || !isListingKind(b.kind)) return body;
  if (b.photo_groups !== undefined || b.photo_ids !== undefined) return body;
  const definition = listingKindDefinition(b.kind);
  const needed = definition.photoGroups ? 0 : minPhotosOf(definition, b.attributes ?? {});
  if (!definition.photoGroups && needed === 0) return body;
  const session = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!session) return body;
  if (!definition.photoGroups) return { ...body, photo_ids: await buildPhotos(db, session.user_id, needed) };
  return { ...body, photo_groups: await buildPhotoGroups(db, b.kind, session.user_id) };
}

/**
 * A published anonymous post of this kind by an author with a recognisable name (who reads in
 * `lang`), with unique contact attributes; `secrets` is every text that must never reach anyone but
 * the author and moderators (the contact values, the author's address and name).
 */
export async function buildAnonymousListing(
  db: DB,
  kind: ListingKind,
  cityId: number,
  lang: 'en' | 'ar' = 'en',
) {
  const owner = await buildUser(db, { name: `Hidden Poster ${uniqueTag()}`, lang });
  const contact = secretContact(kind);
  const attributes = { ...(await listingAttributeFixtures[kind](db, cityId)), ...contact };
  const title = `Anonymous ${uniqueTag()}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const post = await buildListing(db, kind, cityId, {
    ownerId: owner.id,
    anonymous: true,
    attributes,
    title,
    slug,
  });
  const secrets = [...Object.values(contact), owner.email, 'Hidden Poster'];
  return { post, owner, contact, secrets, title, slug };
}

/** A valid API body to create a post of this kind (a unique title unless overridden). */
export async function buildListingRequest(
  db: DB,
  kind: ListingKind,
  cityId: number,
  overrides: Partial<{ title: string; description: string; price: number | string | null }> = {},
) {
  return {
    kind,
    title: `Listing ${uniqueTag()}`,
    description: 'Clean, from a smoke-free home.',
    price: 120,
    attributes: await listingAttributeFixtures[kind](db, cityId),
    ...overrides,
  };
}

/** How many listings `ownerId` has, of any kind and status: a refused request adds none. */
export async function countListingsOwnedBy(db: DB, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A post straight in the database, owned by `ownerId` (a new verified user when left out),
 * published and live for 30 days unless told otherwise. Returns the row's id and owner.
 */
export async function buildListing(
  db: DB,
  kind: ListingKind,
  cityId: number,
  overrides: Partial<{
    ownerId: number;
    status: ListingStatus;
    title: string;
    slug: string;
    price: number | null;
    createdAt: Date;
    publishedAt: Date | null;
    expiresAt: Date | null;
    rejectionReason: string | null;
    rejectionCode: string | null;
    /** The kind's attributes; valid ones from `listingAttributeFixtures` when left out. */
    attributes: Record<string, unknown>;
    description: string;
    /** Posted anonymously (any kind: the presenter hides the kind's contact attributes). */
    anonymous: boolean;
    /** How many photos it has; the least its kind needs when left out (a sale post has one). */
    photos: number;
  }> = {},
) {
  const ownerId = overrides.ownerId ?? (await buildUser(db)).id;
  const status = overrides.status ?? 'published';
  const live = status !== 'pending' && status !== 'rejected';
  const title = overrides.title ?? `Listing ${uniqueTag()}`;
  const attributes = overrides.attributes ?? (await listingAttributeFixtures[kind](db, cityId));
  const row = await db
    .insertInto('listings')
    .values({
      city_id: cityId,
      kind,
      owner_id: ownerId,
      status,
      title,
      description: overrides.description ?? 'Built by a test.',
      price: overrides.price === null ? null : String(overrides.price ?? 75),
      slug: overrides.slug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      attributes: JSON.stringify(attributes),
      rejection_reason: overrides.rejectionReason ?? (status === 'rejected' ? 'Blurry photo' : null),
      rejection_code: overrides.rejectionCode ?? null,
      anonymous: overrides.anonymous ?? false,
      created_at: overrides.createdAt ?? new Date(),
      published_at: overrides.publishedAt !== undefined ? overrides.publishedAt : live ? new Date() : null,
      // a live post of a kind that expires runs out in 30 days; a business never does
      expires_at:
        overrides.expiresAt !== undefined
          ? overrides.expiresAt
          : live && listingKindDefinition(kind).expires !== false
            ? new Date(Date.now() + 30 * 86_400_000)
            : null,
    })
    .returning(['id', 'owner_id', 'title'])
    .executeTakeFirstOrThrow();
  const definition = listingKindDefinition(kind);
  const photoCount = overrides.photos ?? (definition.photoGroups ? 0 : minPhotosOf(definition, attributes));
  const photoIds = await buildPhotos(db, ownerId, photoCount);
  for (const [position, id] of photoIds.entries())
    await db.updateTable('photos').set({ listing_id: row.id, position }).where('id', '=', id).execute();
  return row;
}

/** A reader's report of a post (moderation), straight in the database: no rate limit, no threshold. */
export async function buildListingReport(
  db: DB,
  listingId: number,
  overrides: Partial<{ reporterId: number; reason: ReportReason; note: string }> = {},
) {
  const reporterId = overrides.reporterId ?? (await buildUser(db)).id;
  return db
    .insertInto('listing_reports')
    .values({
      listing_id: listingId,
      reporter_id: reporterId,
      reason: overrides.reason ?? 'spam',
      note: overrides.note ?? '',
    })
    .returning(['id', 'reporter_id'])
    .executeTakeFirstOrThrow();
}

/**
 * A product post (the marketplace) with the attributes a test names over valid ones; its own new
 * main and sub-category unless `attributes` names them. Same defaults as `buildListing` otherwise.
 */
export async function buildProduct(
  db: DB,
  cityId: number,
  options: Omit<NonNullable<Parameters<typeof buildListing>[3]>, 'attributes'> & {
    attributes?: Record<string, unknown>;
  } = {},
) {
  const { attributes = {}, ...listing } = options;
  const base =
    attributes.main_category_id && attributes.sub_category_id
      ? productAttributeDefaults
      : await listingAttributeFixtures.product(db, cityId);
  return buildListing(db, 'product', cityId, { ...listing, attributes: { ...base, ...attributes } });
}
