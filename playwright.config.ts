import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium-flags.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Every spec runs twice: English left-to-right and Arabic right-to-left. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // multi-page journeys take 10–15 s here and CI machines are 2–3× slower: a timeout catches a hang,
  // it is not a speed assertion
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'en-ltr',
      use: {
        locale: 'en-US',
        storageState: {
          cookies: [
            {
              name: 'lang',
              value: 'en',
              domain: '127.0.0.1',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      },
    },
    {
      name: 'ar-rtl',
      use: {
        locale: 'ar',
        storageState: {
          cookies: [
            {
              name: 'lang',
              value: 'ar',
              domain: '127.0.0.1',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      },
    },
  ],
  webServer: {
    // tsx lets the server script share the integration tests' SMTP test server
    command: 'node --import tsx scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    // let the script stop the app, which stops its embedded PostgreSQL (the default SIGKILL left
    // that cluster running and holding its port for the next run)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
