import { type ListingKind, listingKinds } from './listings/kinds.ts';

/**
 * What a user can save: content (blog posts) and every listing kind. Blog posts are content, not
 * listings — no owner, no moderation — but the saved lists treat both alike. Zod-free, so pages
 * that only link to saved lists stay light; the request schemas are in saved.schema.ts.
 */
export const contentSavedKinds = ['blog'] as const;
export type SavedKind = (typeof contentSavedKinds)[number] | ListingKind;
export const savedKinds = [...contentSavedKinds, ...listingKinds] as [SavedKind, ...SavedKind[]];

/** Where a content kind's saved items are listed (listing kinds carry their own path). */
export const contentSavedPaths: Record<(typeof contentSavedKinds)[number], string> = { blog: '/saved-blogs' };
