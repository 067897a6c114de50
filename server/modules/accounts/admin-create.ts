import type { DB } from '../../db/database.ts';
import { accountsRepository } from './accounts.repository.ts';

/** What `npm run admin:create` can tell its user in one line. */
export class AdminCreateError extends Error {}

/**
 * Makes an existing account an admin (`npm run admin:create -- email`). It never creates an
 * account: an admin registers and verifies like anyone, so no password travels on a command line.
 */
export async function promoteToAdmin(db: DB, rawEmail: string | undefined) {
  const email = rawEmail?.trim().toLowerCase() ?? '';
  if (!email) throw new AdminCreateError('usage: npm run admin:create -- someone@example.com');
  const row = await accountsRepository(db).setRoleByEmail(email, 'admin');
  if (!row)
    throw new AdminCreateError(
      `no account uses ${email}: register it on the site first, then run this again`,
    );
  return row;
}
