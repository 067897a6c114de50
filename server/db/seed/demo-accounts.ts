import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '#shared/roles.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import type { Database } from '../schema.ts';

/** An account whose password the first start prints once (then only its hash exists). */
export interface PrintedAccount {
  role: Role;
  email: string;
  password: string;
}

/** The people behind the demo posts; `key` is what the posts name as their author. */
const demoPosters = [
  {
    key: 'hassan',
    name: 'Hassan Saad',
    email: 'hassan.saad@demo.jaliya.app',
    gender: 'male',
    lang: 'ar',
    trusted: true,
  },
  {
    key: 'layla',
    name: 'Layla Haddad',
    email: 'layla.haddad@demo.jaliya.app',
    gender: 'female',
    lang: 'en',
    trusted: false,
  },
  {
    key: 'mike',
    name: 'Mike Jaber',
    email: 'mike.jaber@demo.jaliya.app',
    gender: 'male',
    lang: 'en',
    trusted: false,
  },
  {
    key: 'zainab',
    name: 'زينب بزي',
    email: 'zainab.bazzi@demo.jaliya.app',
    gender: 'female',
    lang: 'ar',
    trusted: false,
  },
  {
    key: 'omar',
    name: 'Omar Alawieh',
    email: 'omar.alawieh@demo.jaliya.app',
    gender: 'male',
    lang: 'ar',
    trusted: false,
  },
] as const;

export type DemoPosterKey = (typeof demoPosters)[number]['key'];

/** 18 random bytes: 24 URL-safe characters, far past any guessing. */
const randomPassword = () => randomBytes(18).toString('base64url');

/**
 * The demo site's people: an admin and a moderator with fresh random passwords (returned for the
 * one start-up print, stored only as argon2 hashes; never a fixed password in the code) and the
 * verified authors of the demo posts (one trusted), whose random passwords nobody is told.
 */
export async function seedDemoAccounts(db: Kysely<Database>) {
  const staff: PrintedAccount[] = [
    { role: 'admin', email: 'admin@jaliya.app', password: randomPassword() },
    { role: 'moderator', email: 'moderator@jaliya.app', password: randomPassword() },
  ];
  const staffNames: Record<string, string> = { admin: 'Jaliya Admin', moderator: 'Jaliya Moderator' };
  const rows = await Promise.all([
    ...staff.map(async (a) => ({
      name: staffNames[a.role],
      email: a.email,
      gender: 'female' as const,
      role: a.role,
      password_hash: await hashPassword(a.password),
      email_verified_at: new Date(),
      trusted_at: new Date(),
    })),
    ...demoPosters.map(async (p) => ({
      name: p.name,
      email: p.email,
      gender: p.gender,
      lang: p.lang,
      role: 'user' as const,
      password_hash: await hashPassword(randomPassword()),
      email_verified_at: new Date(),
      trusted_at: p.trusted ? new Date() : null,
    })),
  ]);
  const inserted = await db.insertInto('users').values(rows).returning(['id', 'email']).execute();
  const idOf = (email: string) => {
    const row = inserted.find((r) => r.email === email);
    if (!row) throw new Error(`demo account ${email} was not inserted`);
    return row.id;
  };
  const posters = Object.fromEntries(demoPosters.map((p) => [p.key, idOf(p.email)])) as Record<
    DemoPosterKey,
    number
  >;
  return { staff, posters };
}

/** The one console block the first start prints: who can sign in, with which password. */
export function staffCredentialsBlock(staff: PrintedAccount[], publicUrl: string): string {
  const width = Math.max(...staff.map((a) => a.email.length));
  return [
    'demo accounts created (shown this once; only their hashes are stored — change them after signing in):',
    ...staff.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(width)}  password: ${a.password}`),
    `    sign in at ${new URL('/Login', publicUrl).toString()}`,
  ].join('\n');
}
