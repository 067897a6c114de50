import type { ListingStatus } from './statuses.ts';

/**
 * Everything the code needs to know about one listing kind apart from its fields' zod schema
 * (which is `<kind>.schema.ts`). Adding a kind = one of these, one schema, one server kind file,
 * one catalog namespace; every list below reads them.
 */
export interface ListingKindDefinition {
  /** Stored in listings.kind and favorites.kind; used in API paths and catalog keys. */
  id: string;
  /** The i18n namespace holding its labels and messages. */
  namespace: string;
  /** What the owner ends a published post as: a product is sold, a job or a room is closed. */
  endStatus: Extract<ListingStatus, 'sold' | 'closed'>;
  /**
   * Whether an author may post it anonymously (`anonymous: true` in the owner's input): then no
   * name, e-mail or phone of theirs reaches anyone but them and moderators, and readers write to
   * them through the contact relay (decision 105). Kinds that do not allow it refuse the flag.
   */
  allowsAnonymous: boolean;
  /**
   * The attributes that reach the author (phone, e-mail, a contact name): the presenter leaves them
   * out of an anonymous post for everyone but its owner and moderators. List every such field.
   */
  contactAttributes: readonly string[];
  /**
   * The attributes holding the poster's phone number and e-mail address, which the post's page
   * shows only once a reader asks (`?reveal=1`, a link, so it works without JavaScript; see
   * `revealParam`). Each is one of `contactAttributes`, so an anonymous post never shows them.
   * Absent for a kind whose page shows its contact openly (a business wants to be called).
   */
  contactOnRequest?: Readonly<Partial<Record<ContactChannel, string>>>;
  /**
   * Common fields (outside the attributes) this kind requires, with the catalog key of each one's
   * 'X is required' message: a rental states its rent and describes the place.
   */
  requiredFields?: Partial<Record<'price' | 'description', string>>;
  /**
   * More addresses of its posting form, each filling in some fields (`/rentForm`: a looking-for
   * post; `/jobforcompany`: a company's offer), under its own heading (a catalog key) when it has
   * one, else the kind's form heading.
   */
  formEntries?: ReadonlyArray<{ path: string; preset: Readonly<Record<string, string>>; title?: string }>;
  /** What the form at `paths.create` chooses at first, when its heading names it ('Post a place for rent'). */
  createPreset?: Readonly<Record<string, string>>;
  /**
   * Its entry in the header's Our Services menu: the settings' service key and its home page (a
   * list when the kind has several: the directory is both service providers and shops, whose
   * menu entries also list the sub-categories of `subKind`).
   */
  service: ServiceEntry | readonly ServiceEntry[];
  /** Its web pages; the paths are the product description's spelling. */
  paths: {
    list: string;
    /** The detail page's prefix: `${show}/${id}/${slug}`. */
    show: string;
    create: string;
    /** `/form/:slug` opens this kind's posting form. */
    formSlug: string;
    saved: string;
    mine: string;
  };
  /**
   * Photos in named groups (a business: logo, cover, main, gallery) with how many each takes,
   * instead of one ordered list; the request's `photo_groups` carries them (schemas.ts).
   */
  photoGroups?: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
  /**
   * Photos a post of this kind needs ('Image is required'), for a kind with one photo list; a
   * function of the post's attributes when it depends on them (a place for rent needs a photo, a
   * seeker none). Absent: photos are optional. The API and the form both read it.
   */
  minPhotos?: number | ((attributes: Readonly<Record<string, unknown>>) => number);
  /**
   * Whether a published post runs out after LISTING_TTL_DAYS (then reads as expired until its owner
   * renews it). A sale or a vacancy goes stale; a directory entry does not: a business stays listed
   * until its owner closes or deletes it, so it says `false`. Absent means it expires.
   */
  expires?: boolean;
  /**
   * How its price orders compare prices given per a unit (a job's salary per hour, day, week or
   * month): each unit's factor to a common one, read from `attribute`. The lists sort on price ×
   * factor (a unit not listed counts once); the price filters still read the price as written.
   * Migration 0113 indexes the job's expression: a change here needs a migration like it.
   */
  priceOrder?: { attribute: string; factors: Readonly<Record<string, number>> };
}

/** The photos a post of this kind with these attributes needs. */
export const minPhotosOf = (
  definition: ListingKindDefinition,
  attributes: Readonly<Record<string, unknown>>,
): number =>
  typeof definition.minPhotos === 'function' ? definition.minPhotos(attributes) : (definition.minPhotos ?? 0);

/** The ways a reader reaches a named poster from the post's page: a call or an e-mail. */
export type ContactChannel = 'phone' | 'email';

/**
 * The query parameter that shows a named poster's contact on every kind's page (`?reveal=1`).
 * The old names still work, for addresses people kept: the marketplace's `?phone=1`.
 */
export const revealParam = 'reveal';
export const legacyRevealParams = ['phone'] as const;

export interface ServiceEntry {
  key: string;
  home: string;
  subKind?: 'service' | 'shops';
}

/** A kind's Our Services entries as a list. */
export const serviceEntriesOf = (definition: ListingKindDefinition): readonly ServiceEntry[] =>
  Array.isArray(definition.service) ? definition.service : [definition.service as ServiceEntry];

/**
 * How many days a post of this kind stays published from its publication (or renewal): the
 * configured LISTING_TTL_DAYS, or null for a kind whose posts never run out (`expires: false`).
 * Every place that sets `expires_at` asks this, so a kind's lifetime is decided once.
 */
export const lifetimeDaysOf = (
  definition: ListingKindDefinition,
  configuredTtlDays: number,
): number | null => (definition.expires === false ? null : configuredTtlDays);
