import { describe, expect, it } from 'vitest';
import { passwordSchema } from '#shared/accounts.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies exactly (no trimming)', async () => {
    const hash = await hashPassword(' pass phrase ');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, ' pass phrase ')).toBe(true);
    expect(await verifyPassword(hash, 'pass phrase')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('counts characters, not bytes or UTF-16 units, and allows long passwords', () => {
    expect(passwordSchema.safeParse('سبعة حر').success).toBe(false); // 7 characters
    expect(passwordSchema.safeParse('ثمانيةح').success).toBe(false);
    expect(passwordSchema.safeParse('ثمانية ح').success).toBe(true); // 8 characters
    expect(passwordSchema.safeParse('🔑🔑🔑🔑🔑🔑🔑').success).toBe(false); // 7 emoji = 14 UTF-16 units
    expect(passwordSchema.safeParse('x'.repeat(200)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(2000)).success).toBe(false);
  });

  it('knows common passwords whatever their case', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('olive tree 2024')).toBe(false);
  });
});
