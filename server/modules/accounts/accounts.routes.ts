import { z } from 'zod';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  codeRequestSchema,
  deleteAccountRequestSchema,
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '#shared/accounts.ts';
import type { ApiModule } from '../index.ts';
import { callerOf } from '../../plugins/route-auth.ts';
import { requestMeta } from './auth.ts';

const tags = ['accounts'];
const security = [{ bearer: [] }];

const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.enum(['male', 'female']),
  email_verified: z.boolean(),
  created_at: z.string(),
});
const sessionSchema = z.object({
  data: z.object({ token: z.string(), expires_at: z.string(), user: userSchema }),
});
const ok = <T extends z.ZodType>(data: T) => ({ 200: z.object({ data }) });

/** Register, log in and out, verify the address, reset the password, profile, e-mail and password changes, deletion. */
export const accountsRoutes: ApiModule = (app, services) => {
  const accounts = services.accounts;

  app.post(
    '/register',
    {
      schema: {
        body: registerRequestSchema,
        response: { 201: sessionSchema },
        tags,
        summary: 'Create an account; logs in and mails a code to verify the address',
      },
    },
    async (request, reply) => {
      const result = await accounts.register(request.body, requestMeta(request));
      return reply.status(201).send({
        data: { token: result.token, expires_at: result.expiresAt.toISOString(), user: result.user },
      });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: sessionSchema },
        tags,
        summary: 'Log in with e-mail and password; returns an opaque bearer token',
      },
    },
    async (request) => {
      const result = await accounts.login(request.body, requestMeta(request));
      return { data: { token: result.token, expires_at: result.expiresAt.toISOString(), user: result.user } };
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'End this session on the server',
        response: ok(z.object({ logged_out: z.boolean() })),
      },
    },
    async (request) => {
      const { token } = callerOf(request);
      await accounts.logout(token);
      return { data: { logged_out: true } };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        body: emailRequestSchema,
        tags,
        summary: 'Mail a 6-digit code to reset the password',
        response: ok(z.object({ sent: z.boolean() })),
      },
    },
    async (request) => ({
      data: await accounts.requestPasswordReset(request.body.email, requestMeta(request)),
    }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        body: resetPasswordRequestSchema,
        tags,
        summary: 'Set a new password with the mailed code (does not log in)',
        response: ok(z.object({ changed: z.boolean() })),
      },
    },
    async (request) => ({ data: await accounts.resetPassword(request.body, requestMeta(request)) }),
  );

  app.get(
    '/profile',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'The signed-in account', response: ok(userSchema) },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await accounts.getProfile(user.id) };
    },
  );

  app.put(
    '/profile',
    {
      config: { auth: 'user' },
      schema: {
        body: updateProfileRequestSchema,
        tags,
        security,
        summary: 'Edit name, phone and gender',
        response: ok(userSchema),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await accounts.updateProfile(user.id, request.body) };
    },
  );

  app.post(
    '/profile/verify-email/send',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Mail a new code to verify the address (cooldown applies)',
        response: ok(z.object({ sent: z.boolean() })),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await accounts.sendVerificationCode(user.id, requestMeta(request)) };
    },
  );

  app.post(
    '/profile/verify-email',
    {
      config: { auth: 'user' },
      schema: {
        body: codeRequestSchema,
        tags,
        security,
        summary: 'Verify the address with the mailed code',
        response: ok(userSchema),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await accounts.verifyEmail(user.id, request.body.code, requestMeta(request)) };
    },
  );

  app.post(
    '/profile/change-email',
    {
      config: { auth: 'user' },
      schema: {
        body: changeEmailRequestSchema,
        tags,
        security,
        summary: 'Mail a code to a new address',
        response: ok(z.object({ sent: z.boolean() })),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await accounts.requestEmailChange(user.id, request.body, requestMeta(request)) };
    },
  );

  app.post(
    '/profile/change-email/confirm',
    {
      config: { auth: 'user' },
      schema: {
        body: codeRequestSchema,
        tags,
        security,
        summary: 'Switch to the new address with its code; the old address is told',
        response: ok(userSchema),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await accounts.confirmEmailChange(user.id, request.body.code, requestMeta(request)) };
    },
  );

  app.post(
    '/profile/change-password',
    {
      config: { auth: 'user' },
      schema: {
        body: changePasswordRequestSchema,
        tags,
        security,
        summary: 'Change the password; every session ends and a new token is returned',
        response: ok(z.object({ token: z.string(), expires_at: z.string() })),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const result = await accounts.changePassword(user.id, request.body);
      return { data: { token: result.token, expires_at: result.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/profile/delete',
    {
      config: { auth: 'user' },
      schema: {
        body: deleteAccountRequestSchema,
        tags,
        security,
        summary: 'Delete the account and its personal data',
        response: ok(z.object({ deleted: z.boolean() })),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await accounts.deleteAccount(user.id, request.body.password) };
    },
  );
};
