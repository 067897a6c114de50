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
}

export interface ServiceEntry {
  key: string;
  home: string;
  subKind?: 'service' | 'shops';
}

/** A kind's Our Services entries as a list. */
export const serviceEntriesOf = (definition: ListingKindDefinition): readonly ServiceEntry[] =>
  Array.isArray(definition.service) ? definition.service : [definition.service as ServiceEntry];
