import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Role } from '#shared/roles.ts';
import type { CodePurpose, Database } from '../../db/schema.ts';

type Executor = DB | Transaction<Database>;

const userColumns = [
  'id',
  'name',
  'email',
  'phone',
  'gender',
  'lang',
  'role',
  'email_verified_at',
  'created_at',
] as const;

export type UserRow = Awaited<ReturnType<AccountsRepository['findUserById']>> & {};

/** Every SQL statement of accounts: users, sessions and one-time codes. */
export function accountsRepository(pool: DB) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return pool.transaction().execute(work);
    },

    findUserById(id: number, db: Executor = pool) {
      return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
    },

    findUserByEmail(email: string, db: Executor = pool) {
      return db
        .selectFrom('users')
        .select([...userColumns, 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** Gives the account with this (lower-cased) address a role; null when no account has it. */
    setRoleByEmail(email: string, role: Role) {
      return pool
        .updateTable('users')
        .set({ role, updated_at: new Date() })
        .where('email', '=', email)
        .returning(['id', 'email', 'role'])
        .executeTakeFirst()
        .then((row) => row ?? null);
    },

    findPasswordHash(id: number, db: Executor = pool) {
      return db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    },

    /** Returns null when the e-mail is already taken (unique index), so two racing sign-ups cannot both win. */
    async insertUser(
      db: Executor,
      user: {
        name: string;
        email: string;
        phone: string;
        gender: 'male' | 'female';
        password_hash: string;
        lang: 'en' | 'ar';
      },
    ) {
      const row = await db
        .insertInto('users')
        .values({ ...user, created_at: new Date(), updated_at: new Date() })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(userColumns)
        .executeTakeFirst();
      return row ?? null;
    },

    updateUser(
      id: number,
      changes: Partial<{
        name: string;
        phone: string;
        gender: 'male' | 'female';
        email: string;
        password_hash: string;
        email_verified_at: Date | null;
        lang: 'en' | 'ar';
      }>,
      db: Executor = pool,
    ) {
      return db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .returning(userColumns)
        .executeTakeFirst();
    },

    deleteUser(id: number, db: Executor = pool) {
      return db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    },

    emailTaken(email: string, exceptUserId: number, db: Executor = pool) {
      return db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('id', '<>', exceptUserId)
        .executeTakeFirst()
        .then(Boolean);
    },

    // sessions

    /** Opens a session and drops this user's expired ones, so the table does not grow without end. */
    async insertSession(db: Executor, userId: number, tokenHash: Buffer, expiresAt: Date) {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', sql<Date>`now()`)
        .execute();
      await db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: new Date() })
        .execute();
    },

    findSessionUser(tokenHash: Buffer) {
      return pool
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id',
          'users.name',
          'users.email',
          'users.email_verified_at',
          'users.lang',
          'users.role',
          'sessions.id as session_id',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },

    deleteSession(tokenHash: Buffer) {
      return pool.deleteFrom('sessions').where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Ends every session of a user, or every one but `keepHash` (the device that made the change). */
    deleteSessions(db: Executor, userId: number, keepHash?: Buffer) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepHash) query = query.where('token_hash', '<>', keepHash);
      return query.execute();
    },

    deleteExpiredSessions() {
      return pool.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).execute();
    },

    // one-time codes

    lastCodeAt(userId: number, purpose: CodePurpose) {
      return pool
        .selectFrom('one_time_codes')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** A new code voids every older unused one of the same purpose. */
    async replaceCode(
      db: Executor,
      row: {
        user_id: number;
        purpose: CodePurpose;
        code_hash: Buffer;
        new_email: string | null;
        expires_at: Date;
      },
    ) {
      await db
        .updateTable('one_time_codes')
        .set({ used_at: new Date() })
        .where('user_id', '=', row.user_id)
        .where('purpose', '=', row.purpose)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('one_time_codes')
        .values({ ...row, created_at: new Date() })
        .execute();
    },

    /** The one live code of a purpose, locked for the check so two parallel tries count twice. */
    liveCode(db: Executor, userId: number, purpose: CodePurpose) {
      return db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    countAttempt(db: Executor, codeId: number) {
      return db
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', codeId)
        .returning('attempts')
        .executeTakeFirstOrThrow();
    },

    markCodeUsed(db: Executor, codeId: number) {
      return db.updateTable('one_time_codes').set({ used_at: new Date() }).where('id', '=', codeId).execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
