import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';
import { openDatabase } from './setup.ts';

/** npm run db:migrate | db:seed | db:reset */
async function run(command: string) {
  const config = loadConfig();
  if (command === 'reset') {
    if (config.DATABASE_URL) {
      const handle = await openDatabase(config);
      await handle.pool.query('drop schema public cascade; create schema public;');
      await handle.pool.query('drop table if exists schema_migrations');
      await handle.close();
    } else {
      rmSync(resolve(config.EMBEDDED_PG_DIR), { recursive: true, force: true });
    }
    console.log('[jaliya] database reset');
  }
  const handle = await openDatabase(config, (m) => console.log(`[jaliya] ${m}`));
  try {
    const applied = await migrate(handle.pool);
    console.log(`[jaliya] migrations applied: ${applied.length ? applied.join(', ') : 'none needed'}`);
    if (command !== 'migrate') console.log(`[jaliya] seeded: ${(await seedIfEmpty(handle.db, config)) ? 'yes' : 'no (not empty)'}`);
  } finally {
    await handle.close();
  }
}

void run(process.argv[2] ?? 'migrate').catch((error) => {
  console.error(error);
  process.exit(1);
});
