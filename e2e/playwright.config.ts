import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { BASE_URL, DATA_DIR, E2E_PORT } from './support/env'

const repoRoot = path.resolve(import.meta.dirname, '..')

// The specs' own date arithmetic (today, next month's first day) runs on the browser's calendar, the
// company's: on a UTC machine between 21:00 and midnight the two calendars are a day apart otherwise. The
// workers inherit it.
process.env.TZ = 'Europe/Istanbul'

/**
 * Runs against the built web app (the root `test:e2e` script builds first) served by the real
 * server on a fresh PGlite data dir, which seeds the demo company on start. With E2E_DATABASE_URL the
 * server uses that PostgreSQL database instead, emptied first (`.ci/run` does this: the server's own
 * queries then run outside its process, which takes a sixth off the run on 2 cores).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A user flow here is many page visits, each with an axe check, on 2 cores shared by two workers, the
  // server and PGlite: a minute is too close to what the longer flows take.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Push permission granted: the "Bildirimleri Aç" banner stays out of the other flows (push.spec.ts
    // stubs the permission itself to walk the banner's flow).
    permissions: ['notifications'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf '${DATA_DIR}' && node_modules/.bin/tsx e2e/support/fresh-database.ts && npm run start:server`,
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    /**
     * The embedded database unless E2E_DATABASE_URL names one, and always the outbox, even when CI exports
     * DATABASE_URL/REDIS_URL/SMTP_URL for the API tests.
     */
    env: {
      DATABASE_URL: process.env.E2E_DATABASE_URL || '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO_DATA: 'true',
      PORT: String(E2E_PORT),
      DATA_DIR,
      APP_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // The server keeps the machine's UTC (as in production): the company calendar is its own business.
      TZ: 'UTC',
    },
  },
})
