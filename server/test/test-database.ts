import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type EmbeddedServer, startEmbeddedPostgres } from '../db/embedded.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test run: on the server named by DATABASE_URL when set (CI), otherwise on
 * an embedded PostgreSQL under data/. Each run gets its own database, so parallel runs never meet.
 */
export async function createTestDatabase(
  prefix: string,
  embeddedDir: string,
  embeddedPort: number,
): Promise<TestDatabase> {
  let embedded: EmbeddedServer | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // a throw-away cluster: durability off for speed (never so for npm start)
    embedded = await startEmbeddedPostgres({ dataDir: embeddedDir, port: embeddedPort, durable: false });
    serverUrl = embedded.url;
  }
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await embedded?.stop();
    },
  };
}
