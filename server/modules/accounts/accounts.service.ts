import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hashToken } from './session-token.ts';
import type { Transaction } from 'kysely';
import {
  accountLimits,
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
} from '#shared/accounts.ts';
import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { CodePurpose, Database } from '../../db/schema.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { presentUser } from './accounts.presenter.ts';
import { type AccountMailKind, buildAccountMail } from './accounts.mail.ts';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { SessionUser } from './session-user.ts';

/** Who is asking: the client address (for per-IP throttling) and the language mail goes out in. */
export interface RequestMeta {
  ip: string;
  lang: Lang;
}

/** Throttling rules. Per IP and per account; every window starts clean (no permanent lockout). */
export const accountRateRules = {
  loginIp: { name: 'login-ip', max: 30, windowMs: 10 * 60_000 },
  loginAccount: { name: 'login-acct', max: 10, windowMs: 10 * 60_000 },
  registerIp: { name: 'register-ip', max: 10, windowMs: 60 * 60_000 },
  codeRequestIp: { name: 'code-req-ip', max: 10, windowMs: 60 * 60_000 },
  codeRequestAccount: { name: 'code-req-acct', max: 5, windowMs: 60 * 60_000 },
  codeCheckIp: { name: 'code-chk-ip', max: 30, windowMs: 10 * 60_000 },
  codeCheckAccount: { name: 'code-chk-acct', max: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateRule>;

/** Re-exported: session tokens are hashed in one place (session-token.ts, also used by the test factories). */
export { hashToken };

/** A code is bound to its user and purpose: the same digits for another account or purpose never match. */
const hashCode = (userId: number, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${userId}:${purpose}:${code}`, 'utf8').digest();

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface AccountsServiceDeps {
  repo: AccountsRepository;
  /** Mail goes out through the job queue; the worker sends it and logs failures by job id. */
  jobs: Pick<JobQueue, 'enqueue'>;
  limiter: RateLimiter;
  log: { info(obj: object, msg: string): void };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({ repo, jobs, limiter, log }: AccountsServiceDeps) {
  async function throttle(rule: RateRule, subject: string) {
    const result = await limiter.hit(rule, subject);
    if (!result.allowed) throw new AppError('RATE_LIMITED', { retryAfter: result.retryAfter });
  }

  function refuseCommon(password: string, path = 'password') {
    if (isCommonPassword(password))
      throw new AppError('VALIDATION_FAILED', {}, [{ path, code: 'account.validation.passwordCommon' }]);
  }

  /**
   * Queues a mail in the caller's transaction: it goes out only if the change it belongs to commits,
   * and the request does not wait for the SMTP server. The log names the job, never the code.
   */
  async function queueMail(
    trx: Transaction<Database>,
    kind: AccountMailKind,
    to: string,
    lang: Lang,
    values: Record<string, string> = {},
  ) {
    const message = buildAccountMail(kind, lang, values);
    const jobId = await jobs.enqueue(
      'mail',
      { to, ...message, devHint: values.code ? `code ${values.code}` : undefined },
      { db: trx },
    );
    log.info({ jobId, mail: kind }, 'mail queued');
  }

  async function openSession(trx: Transaction<Database>, userId: number) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + accountLimits.sessionDays * 86_400_000);
    await repo.insertSession(trx, userId, hashToken(token), expiresAt);
    return { token, expiresAt };
  }

  /** Issues a fresh code (voiding older ones) inside the caller's transaction and mails it. */
  async function issueCode(
    trx: Transaction<Database>,
    user: { id: number; email: string },
    purpose: CodePurpose,
    lang: Lang,
    to = user.email,
    newEmail: string | null = null,
  ) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.replaceCode(trx, {
      user_id: user.id,
      purpose,
      code_hash: hashCode(user.id, purpose, code),
      new_email: newEmail,
      expires_at: new Date(Date.now() + accountLimits.codeTtlMinutes * 60_000),
    });
    await queueMail(trx, purpose, to, lang, { code, minutes: String(accountLimits.codeTtlMinutes) });
  }

  async function codeRequestChecks(userId: number, purpose: CodePurpose, ip: string) {
    await throttle(accountRateRules.codeRequestIp, ip);
    await throttle(accountRateRules.codeRequestAccount, String(userId));
    const last = await repo.lastCodeAt(userId, purpose);
    if (last) {
      const wait = Math.ceil(
        (last.created_at.getTime() + accountLimits.resendCooldownSeconds * 1000 - Date.now()) / 1000,
      );
      if (wait > 0) throw new AppError('RATE_LIMITED', { retryAfter: wait });
    }
  }

  /**
   * Checks a code: wrong, expired, used or over-tried codes all answer OTP_INVALID; every try counts
   * (committed even when wrong) and the sixth try voids the code.
   */
  async function consumeCode(
    userId: number,
    purpose: CodePurpose,
    code: string,
    ip: string,
    then: (trx: Transaction<Database>, newEmail: string | null) => Promise<void>,
  ) {
    await throttle(accountRateRules.codeCheckIp, ip);
    await throttle(accountRateRules.codeCheckAccount, String(userId));
    const ok = await repo.transaction(async (trx) => {
      const live = await repo.liveCode(trx, userId, purpose);
      if (!live || live.expires_at.getTime() <= Date.now()) return false;
      const { attempts } = await repo.countAttempt(trx, live.id);
      if (attempts > accountLimits.codeMaxAttempts) {
        await repo.markCodeUsed(trx, live.id);
        return false;
      }
      if (!live.code_hash.equals(hashCode(userId, purpose, code))) return false;
      await repo.markCodeUsed(trx, live.id);
      await then(trx, live.new_email);
      return true;
    });
    if (!ok) throw new AppError('OTP_INVALID', {}, [{ path: 'code', code: 'errors.otpInvalid' }]);
  }

  async function requireUser(userId: number) {
    const user = await repo.findUserById(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  async function checkPassword(userId: number, password: string, path: string) {
    const row = await repo.findPasswordHash(userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    if (!(await verifyPassword(row.password_hash, password)))
      throw new AppError('WRONG_PASSWORD', {}, [{ path, code: 'errors.wrongPassword' }]);
  }

  return {
    /** Creates the account, logs it in and mails a code to verify the address; all or nothing. */
    async register(input: RegisterRequest, meta: RequestMeta) {
      await throttle(accountRateRules.registerIp, meta.ip);
      refuseCommon(input.password);
      const email = normalizeEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      return repo.transaction(async (trx) => {
        const user = await repo.insertUser(trx, {
          name: input.name,
          email,
          phone: input.phone,
          gender: input.gender,
          password_hash: passwordHash,
          lang: meta.lang,
        });
        if (!user) throw new AppError('EMAIL_TAKEN', {}, [{ path: 'email', code: 'errors.emailTaken' }]);
        const session = await openSession(trx, user.id);
        await issueCode(trx, user, 'verify_email', meta.lang);
        return { token: session.token, expiresAt: session.expiresAt, user: presentUser(user) };
      });
    },

    async login(input: LoginRequest, meta: RequestMeta) {
      const email = normalizeEmail(input.email);
      await throttle(accountRateRules.loginIp, meta.ip);
      await throttle(accountRateRules.loginAccount, email);
      const user = await repo.findUserByEmail(email);
      if (!user) {
        await burnPasswordCheck(input.password);
        throw new AppError('EMAIL_NOT_REGISTERED', {}, [
          { path: 'email', code: 'errors.emailNotRegistered' },
        ]);
      }
      if (!(await verifyPassword(user.password_hash, input.password)))
        throw new AppError('WRONG_PASSWORD', {}, [{ path: 'password', code: 'errors.wrongPassword' }]);
      const session = await repo.transaction((trx) => openSession(trx, user.id));
      return { token: session.token, expiresAt: session.expiresAt, user: presentUser(user) };
    },

    async logout(token: string) {
      await repo.deleteSession(hashToken(token));
    },

    /** The user behind a bearer or cookie token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string | null | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const row = await repo.findSessionUser(hashToken(token));
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        emailVerified: row.email_verified_at !== null,
        role: row.role,
        lang: row.lang,
      };
    },

    async getProfile(userId: number) {
      return presentUser(await requireUser(userId));
    },

    async updateProfile(userId: number, input: UpdateProfileRequest) {
      const user = await repo.updateUser(userId, {
        name: input.name,
        phone: input.phone,
        gender: input.gender,
      });
      if (!user) throw new AppError('UNAUTHORIZED');
      return presentUser(user);
    },

    async sendVerificationCode(userId: number, meta: RequestMeta) {
      const user = await requireUser(userId);
      if (user.email_verified_at) return { sent: false };
      await codeRequestChecks(user.id, 'verify_email', meta.ip);
      await repo.transaction((trx) => issueCode(trx, user, 'verify_email', meta.lang));
      return { sent: true };
    },

    async verifyEmail(userId: number, code: string, meta: RequestMeta) {
      await consumeCode(userId, 'verify_email', code, meta.ip, async (trx) => {
        await repo.updateUser(userId, { email_verified_at: new Date() }, trx);
      });
      return presentUser(await requireUser(userId));
    },

    async requestPasswordReset(emailInput: string, meta: RequestMeta) {
      await throttle(accountRateRules.codeRequestIp, meta.ip);
      const user = await repo.findUserByEmail(normalizeEmail(emailInput));
      if (!user)
        throw new AppError('EMAIL_NOT_REGISTERED', {}, [
          { path: 'email', code: 'errors.emailNotRegistered' },
        ]);
      await codeRequestChecks(user.id, 'reset_password', meta.ip);
      await repo.transaction((trx) => issueCode(trx, user, 'reset_password', user.lang));
      return { sent: true };
    },

    /** Sets a new password from a mailed code. Ends every session and does not log in by itself. */
    async resetPassword(input: ResetPasswordRequest, meta: RequestMeta) {
      const user = await repo.findUserByEmail(normalizeEmail(input.email));
      if (!user)
        throw new AppError('EMAIL_NOT_REGISTERED', {}, [
          { path: 'email', code: 'errors.emailNotRegistered' },
        ]);
      refuseCommon(input.password);
      await consumeCode(user.id, 'reset_password', input.code, meta.ip, async (trx) => {
        const passwordHash = await hashPassword(input.password);
        // a reset proves the mailbox, so the address counts as verified from now on
        await repo.updateUser(
          user.id,
          { password_hash: passwordHash, email_verified_at: user.email_verified_at ?? new Date() },
          trx,
        );
        await repo.deleteSessions(trx, user.id);
        await queueMail(trx, 'password_changed', user.email, user.lang);
      });
      return { changed: true };
    },

    /** Sends a code to the new address; nothing changes until that code comes back. */
    async requestEmailChange(userId: number, input: { email: string; password: string }, meta: RequestMeta) {
      const user = await requireUser(userId);
      const email = normalizeEmail(input.email);
      await checkPassword(userId, input.password, 'password');
      if (email === user.email || (await repo.emailTaken(email, userId)))
        throw new AppError('EMAIL_TAKEN', {}, [{ path: 'email', code: 'errors.emailTaken' }]);
      await codeRequestChecks(user.id, 'change_email', meta.ip);
      await repo.transaction((trx) => issueCode(trx, user, 'change_email', meta.lang, email, email));
      return { sent: true };
    },

    async confirmEmailChange(userId: number, code: string, meta: RequestMeta) {
      const before = await requireUser(userId);
      try {
        await consumeCode(userId, 'change_email', code, meta.ip, async (trx, target) => {
          if (!target) throw new AppError('OTP_INVALID');
          await repo.updateUser(userId, { email: target, email_verified_at: new Date() }, trx);
          await queueMail(trx, 'email_changed', before.email, before.lang, { email: target });
        });
      } catch (error) {
        // another account took the address between the code's request and its confirmation
        if (isUniqueViolation(error))
          throw new AppError('EMAIL_TAKEN', {}, [{ path: 'email', code: 'errors.emailTaken' }]);
        throw error;
      }
      return presentUser(await requireUser(userId));
    },

    /** Needs the current password; ends every session and opens a fresh one for this device. */
    async changePassword(userId: number, input: ChangePasswordRequest) {
      const user = await requireUser(userId);
      await checkPassword(userId, input.current_password, 'current_password');
      refuseCommon(input.password);
      const passwordHash = await hashPassword(input.password);
      const session = await repo.transaction(async (trx) => {
        await repo.updateUser(userId, { password_hash: passwordHash }, trx);
        await repo.deleteSessions(trx, userId);
        await queueMail(trx, 'password_changed', user.email, user.lang);
        return openSession(trx, userId);
      });
      return { token: session.token, expiresAt: session.expiresAt };
    },

    /**
     * Deletes the account and its personal data (sessions, codes and favourites cascade); see
     * docs/account-deletion.md for the user's posts.
     */
    async deleteAccount(userId: number, password: string) {
      const user = await requireUser(userId);
      await checkPassword(userId, password, 'password');
      await repo.transaction(async (trx) => {
        await repo.deleteSessions(trx, userId);
        await repo.deleteUser(userId, trx);
        await queueMail(trx, 'account_deleted', user.email, user.lang);
      });
      return { deleted: true };
    },

    /** For posting (later issues): refuses an unverified address. */
    async requireVerified(userId: number) {
      const user = await requireUser(userId);
      if (!user.email_verified_at) throw new AppError('EMAIL_NOT_VERIFIED');
      return user;
    },
  };
}
