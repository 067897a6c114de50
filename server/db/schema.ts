import type { ColumnType, Generated } from 'kysely';
import type { ListingKind } from '#shared/listings/kinds.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import type { Role } from '#shared/roles.ts';
import type { SavedKind } from '#shared/saved.ts';

/** Kysely table types. Keep in step with migrations/; a module may add its tables here. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type ReadOnly<T> = ColumnType<T, never, never>;

export interface CitiesTable {
  id: number;
  code: string;
  name_en: string;
  name_ar: string;
  created_at: Timestamp;
}

export type ServiceKey = 'service_provider' | 'shops' | 'market_place' | 'rent' | 'jobs';
export interface SocialLink {
  type: 'youtube' | 'instagram' | 'facebook' | 'tiktok' | 'twitter' | 'pinterest';
  url: string;
}

export interface SettingsTable {
  city_id: number;
  navbar_logo: string;
  logo: string;
  services: Json<Partial<Record<ServiceKey, number>>>;
  social_links: Json<SocialLink[]>;
  subscribe_en: string;
  subscribe_ar: string;
  email: string;
  phone: string;
  copyright_en: string;
  copyright_ar: string;
  app_store_url: string | null;
  play_store_url: string | null;
  updated_at: Timestamp;
}

export interface StatesTable {
  id: Generated<number>;
  city_id: number;
  title_en: string;
  title_ar: string;
  image: string;
  url: string | null;
  position: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  city_id: number;
  parent_id: number | null;
  kind: 'shops' | 'service' | 'business' | 'market';
  name_en: string;
  name_ar: string;
  image: string | null;
  position: Generated<number>;
}

export type PageKey = 'about' | 'our_services' | 'contact' | 'privacy' | 'terms' | 'eula';
export interface PagesTable {
  city_id: number;
  key: PageKey;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  image: string | null;
  updated_at: Timestamp;
}

export interface HeroSlidesTable {
  id: Generated<number>;
  city_id: number;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  image: string;
  square_image: string;
  position: Generated<number>;
}

export interface WelcomeItemsTable {
  id: Generated<number>;
  city_id: number;
  type: 'youtube' | 'image';
  link: string;
  title_en: string;
  title_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  active: Generated<boolean>;
  created_at: Timestamp;
}

export interface BlogPostsTable {
  id: Generated<number>;
  city_id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  excerpt_en: Generated<string>;
  excerpt_ar: Generated<string>;
  body_en: string;
  body_ar: string;
  image: string;
  author_en: Generated<string>;
  author_ar: Generated<string>;
  published_at: Timestamp;
  search: ReadOnly<string>;
  title_norm: ReadOnly<string>;
}

export type GuideSection = 'how_to_use' | 'faq' | 'general_tips' | 'tour';
export interface UserGuidesTable {
  id: Generated<number>;
  city_id: number;
  section: GuideSection;
  slug: string;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  position: Generated<number>;
  search: ReadOnly<string>;
  title_norm: ReadOnly<string>;
}

export interface SubscribersTable {
  id: Generated<number>;
  city_id: number;
  email: string;
  lang: 'en' | 'ar';
  created_at: Timestamp;
  /** Counted (and mailed newsletters) only once confirmed and not unsubscribed. */
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  confirm_token_hash: Buffer | null;
  confirm_expires_at: Date | null;
  confirm_sent_at: Date | null;
  unsubscribe_token: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  city_id: number;
  name: string;
  email: string;
  phone: Generated<string>;
  subject: Generated<string>;
  message: string;
  lang: 'en' | 'ar';
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: Generated<string>;
  gender: 'male' | 'female';
  password_hash: string;
  lang: Generated<'en' | 'ar'>;
  role: Generated<Role>;
  email_verified_at: Date | null;
  /** Set when a moderator trusts the author: posts and edits publish without review. */
  trusted_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: Buffer;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email';
export interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  code_hash: Buffer;
  new_email: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface FavoritesTable {
  user_id: number;
  kind: SavedKind;
  item_id: number;
  created_at: Timestamp;
}

export type JobState = 'queued' | 'running' | 'dead';
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: Json<unknown>;
  state: Generated<JobState>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  locked_until: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One row; moved on by a trigger on every write to the content tables (migration 0030). */
export interface ContentVersionTable {
  id: Generated<boolean>;
  version: ColumnType<number, never, never>;
}

export interface ListingsTable {
  id: Generated<number>;
  city_id: number;
  kind: ListingKind;
  owner_id: number;
  status: Generated<ListingStatus>;
  title: string;
  description: Generated<string>;
  /** numeric(10,2): pg returns it as a string. */
  price: string | null;
  slug: Generated<string>;
  attributes: Json<Record<string, unknown>>;
  rejection_reason: string | null;
  rejection_code: string | null;
  idempotency_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Date | null;
  expires_at: Date | null;
  /** Set when enough readers reported the post: it went back to review (migration 0060). */
  hidden_at: Date | null;
  /** What was published before an edit sent the post back to review (the console's diff). */
  published_snapshot: Json<PublishedSnapshot> | null;
  /** The author hides who they are (migration 0070): readers write through the contact relay. */
  anonymous: Generated<boolean>;
  /** Generated columns: read-only. */
  search: ColumnType<string, never, never>;
  title_norm: ColumnType<string, never, never>;
}

/** A stored variant of a photo: WebP, `width`×`height`, at `key` in the media storage. */
export interface PhotoVariant {
  width: number;
  height: number;
  key: string;
}

/**
 * One row per published business and sub-category (migration 0110), written by triggers on listings
 * only: the sub-category list's order and its precomputed 'open now' representation.
 */
export interface BusinessDirectoryTable {
  listing_id: ReadOnly<number>;
  sub_category_id: ReadOnly<number>;
  city_id: ReadOnly<number>;
  published_at: ReadOnly<Date>;
  expires_at: ReadOnly<Date | null>;
  /** The weekly hours as wall-clock minutes of the week (Monday 00:00 = 0), e.g. '{[540,1020)}'. */
  weekly_open: ReadOnly<string>;
  /** The dates special periods cover, e.g. '{[2027-02-08,2027-03-11)}'. */
  special_dates: ReadOnly<string>;
}

export interface PhotosTable {
  id: Generated<string>;
  owner_id: number;
  listing_id: number | null;
  position: number | null;
  /** Its group in a kind with named photo groups (a business's 'logo', 'cover', 'main', 'gallery'). */
  role: string | null;
  width: number;
  height: number;
  variants: Json<PhotoVariant[]>;
  placeholder: string;
  created_at: Generated<Date>;
}

/** A published post's reviewable fields, kept while an edit of it waits for review. */
export interface PublishedSnapshot {
  title: string;
  description: string;
  price: string | null;
  attributes: Record<string, unknown>;
  photo_ids: string[];
}

export interface ListingReportsTable {
  id: Generated<number>;
  listing_id: number;
  reporter_id: number;
  reason: string;
  note: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ModerationAuditTable {
  id: Generated<string>;
  listing_id: number | null;
  author_id: number | null;
  actor_id: number | null;
  action: 'approve' | 'reject' | 'trust' | 'untrust' | 'restore' | 'report-hide' | 'hours';
  reason: string | null;
  created_at: Timestamp;
}

/** A reader's message to a poster through the contact relay (migration 0070): audit and rate. */
export interface RelayMessagesTable {
  id: Generated<string>;
  listing_id: number | null;
  sender_id: number;
  recipient_id: number;
  body: string;
  created_at: Timestamp;
}

export interface Database {
  cities: CitiesTable;
  settings: SettingsTable;
  states: StatesTable;
  categories: CategoriesTable;
  pages: PagesTable;
  hero_slides: HeroSlidesTable;
  welcome_items: WelcomeItemsTable;
  blog_posts: BlogPostsTable;
  user_guides: UserGuidesTable;
  subscribers: SubscribersTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  favorites: FavoritesTable;
  listings: ListingsTable;
  photos: PhotosTable;
  business_directory: BusinessDirectoryTable;
  jobs: JobsTable;
  listing_reports: ListingReportsTable;
  moderation_audit: ModerationAuditTable;
  relay_messages: RelayMessagesTable;
  content_version: ContentVersionTable;
}
