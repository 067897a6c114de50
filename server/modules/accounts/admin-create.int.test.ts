import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { buildUser, uniqueEmail } from '../../test/factories.ts';
import { AdminCreateError, promoteToAdmin } from './admin-create.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('npm run admin:create -- email', () => {
  it('makes an existing account an admin, whatever the letter case typed', async () => {
    const user = await buildUser(ctx.db);
    const result = await promoteToAdmin(ctx.db, `  ${user.email.toUpperCase()} `);
    expect(result).toEqual({ id: user.id, email: user.email, role: 'admin' });
    const row = await ctx.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirst();
    expect(row?.role).toBe('admin');
  });

  it('refuses an unknown address with one clear line and changes nobody', async () => {
    const email = uniqueEmail('nobody');
    await expect(promoteToAdmin(ctx.db, email)).rejects.toThrow(
      new AdminCreateError(`no account uses ${email}: register it on the site first, then run this again`),
    );
    await expect(promoteToAdmin(ctx.db, '')).rejects.toBeInstanceOf(AdminCreateError);
    const admins = await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(admins).toEqual([]);
  });
});
