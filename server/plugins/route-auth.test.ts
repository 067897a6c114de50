import { describe, expect, it } from 'vitest';
import { isAppError } from '#shared/errors.ts';
import type { Role } from '#shared/roles.ts';
import { type AuthLevel, assertAllowed } from './route-auth.ts';

const user = (role: Role, emailVerified = true) => ({
  id: 1,
  name: 'Test',
  email: 't@example.com',
  emailVerified,
  role,
  lang: 'en' as const,
});

/** The code assertAllowed throws, or 'ok'. */
function verdict(caller: ReturnType<typeof user> | null, level: Exclude<AuthLevel, 'optional'>) {
  try {
    assertAllowed(caller, level);
    return 'ok';
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.code;
  }
}

describe('route auth levels', () => {
  it('refuses guests at every level with 401', () => {
    for (const level of ['user', 'verified', 'moderator', 'admin'] as const)
      expect(verdict(null, level)).toBe('UNAUTHORIZED');
  });

  it('asks for a verified address only where the route says so', () => {
    expect(verdict(user('user', false), 'user')).toBe('ok');
    expect(verdict(user('user', false), 'verified')).toBe('EMAIL_NOT_VERIFIED');
    expect(verdict(user('user', true), 'verified')).toBe('ok');
  });

  it('lets moderators and admins moderate, and only admins administer', () => {
    expect(verdict(user('user'), 'moderator')).toBe('FORBIDDEN');
    expect(verdict(user('moderator'), 'moderator')).toBe('ok');
    expect(verdict(user('admin'), 'moderator')).toBe('ok');
    expect(verdict(user('moderator'), 'admin')).toBe('FORBIDDEN');
    expect(verdict(user('admin'), 'admin')).toBe('ok');
  });
});
