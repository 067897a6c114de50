import type { Role } from '#shared/roles.ts';

/**
 * The signed-in user as every request sees it, API and pages alike: who it is, whether the
 * address is verified (posting needs it) and its role (moderation needs it).
 */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  lang: 'en' | 'ar';
}
