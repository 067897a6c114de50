import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { serverEnv } from './server-env.mjs';

const dir = mkdtempSync(join(tmpdir(), 'jaliya-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start never runs a throw-away (non-durable) embedded database', () => {
  it('whether EMBEDDED_PG_THROWAWAY comes from the environment or from .env', () => {
    const envFile = join(dir, '.env');
    writeFileSync(envFile, 'EMBEDDED_PG_THROWAWAY=true\n');
    // the server process as start.mjs spawns it: its environment, then Node reading .env
    const run = spawnSync(
      process.execPath,
      [
        `--env-file=${envFile}`,
        '-e',
        'process.stdout.write(JSON.stringify(process.env.EMBEDDED_PG_THROWAWAY))',
      ],
      { env: serverEnv({ ...process.env, EMBEDDED_PG_THROWAWAY: 'true' }), encoding: 'utf8' },
    );
    const seen = JSON.parse(run.stdout) as string;
    expect(loadConfig({ EMBEDDED_PG_THROWAWAY: seen }).EMBEDDED_PG_THROWAWAY).toBe(false);
    // the e2e server's setting does turn durability off, so the check above means something
    expect(loadConfig({ EMBEDDED_PG_THROWAWAY: 'true' }).EMBEDDED_PG_THROWAWAY).toBe(true);
  });

  it('keeps production as the default and an explicit NODE_ENV', () => {
    expect(serverEnv({}).NODE_ENV).toBe('production');
    expect(serverEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });
});
