/** Account roles (users.role). Moderators review posts; admins also manage moderators. */
export const roles = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Moderators and admins may review every post, whatever its status. */
export const canModerateRole = (role: Role) => role === 'moderator' || role === 'admin';
