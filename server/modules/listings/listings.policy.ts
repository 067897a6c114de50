import { canModerateRole, type Role } from '#shared/roles.ts';

/** Who is looking: a signed-in user (id and role) or a guest (null). */
export type Viewer = { id: number; role: Role } | null;

/** Only the owner edits, ends, renews or deletes a post; moderators decide, they do not edit. */
export const canEdit = (viewer: Viewer, listing: { owner_id: number }) =>
  viewer !== null && viewer.id === listing.owner_id;

/** Moderators and admins approve and reject posts, and see every post whatever its status. */
export const canModerate = (viewer: Viewer) => viewer !== null && canModerateRole(viewer.role);

/**
 * The changes a kind lets through without review (a business's opening hours): its owner, and a
 * moderator correcting them (a reader reported wrong hours) — the post keeps its status either way.
 */
export const canUpdateUnreviewed = (viewer: Viewer, listing: { owner_id: number }) =>
  canEdit(viewer, listing) || canModerate(viewer);
