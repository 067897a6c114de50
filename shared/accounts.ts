import { z } from 'zod';
import {
  controlCharactersKey,
  emailSchema,
  hasControlCharacters,
  limits,
  normalizeDigits,
  phoneSchema,
  textField,
} from './validation.ts';

/** Account limits both sides import. */
export const accountLimits = {
  passwordMin: 8,
  /** Generous: passphrases and Arabic passwords must fit; argon2 has no 72-byte truncation. */
  passwordMax: 1024,
  codeLength: 6,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  resendCooldownSeconds: 60,
  sessionDays: 30,
} as const;

/** The HttpOnly session cookie: set by the page actions, read by the API's web-session hook. */
export const sessionCookieName = 'jaliya_session';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/**
 * Counted in code points so an Arabic or emoji password is measured as the user sees it; never
 * trimmed. A new password may not hold control characters: no keyboard types them reliably.
 */
export const passwordSchema = z
  .string({ error: 'account.validation.passwordMin' })
  .refine((v) => !hasControlCharacters(v), { error: controlCharactersKey, abort: true })
  .refine((v) => [...v].length >= accountLimits.passwordMin, { error: 'account.validation.passwordMin' })
  .refine((v) => v.length <= accountLimits.passwordMax, { error: 'account.validation.passwordMax' });

const nameSchema = textField({ max: limits.nameMax, required: 'validation.nameRequired' });

const genderSchema = z.enum(genders, { error: 'account.validation.genderRequired' });

/** Six digits; Arabic-Indic and Eastern digits and stray spaces from a paste are accepted. */
export const codeSchema = z
  .string({ error: 'account.validation.codeInvalid' })
  .transform((v) => normalizeDigits(v).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'account.validation.codeInvalid' }));

const accepted = z.union([z.literal(true), z.literal('true'), z.literal('on'), z.literal('1')], {
  error: 'account.validation.acceptTerms',
});

function matching<T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.password_confirmation)
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'account.validation.passwordMismatch',
    });
}

export const registerRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema.default(''),
    password: passwordSchema,
    password_confirmation: z.string({ error: 'account.validation.passwordMismatch' }),
    gender: genderSchema,
    terms: accepted,
  })
  .superRefine(matching);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  // never validated for length at login: an old password must still be accepted or refused by the hash
  password: z
    .string({ error: 'account.validation.passwordRequired' })
    .min(1, { error: 'account.validation.passwordRequired' })
    .max(accountLimits.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emailRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: codeSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'account.validation.passwordMismatch' }),
  })
  .superRefine(matching);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const codeRequestSchema = z.object({ code: codeSchema });

export const updateProfileRequestSchema = z.object({
  name: nameSchema,
  phone: phoneSchema.default(''),
  gender: genderSchema,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'account.validation.passwordRequired' })
    .min(1, { error: 'account.validation.passwordRequired' })
    .max(accountLimits.passwordMax),
});

export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string({ error: 'account.validation.passwordRequired' })
      .min(1, { error: 'account.validation.passwordRequired' })
      .max(accountLimits.passwordMax),
    password: passwordSchema,
    password_confirmation: z.string({ error: 'account.validation.passwordMismatch' }),
  })
  .superRefine(matching);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'account.validation.passwordRequired' })
    .min(1, { error: 'account.validation.passwordRequired' })
    .max(accountLimits.passwordMax),
  confirm: z.union([z.literal(true), z.literal('true'), z.literal('yes')], {
    error: 'account.validation.confirmDelete',
  }),
});
