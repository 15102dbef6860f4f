import fs from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { repoRoot } from './server-process'

/**
 * What the Chromium benchmarks share (form-builder.ts, budget-editor.ts, public-page.ts): the browser
 * as e2e/playwright.config.ts starts it, the built web app they measure, a signed-in desktop context
 * and the percentiles they print.
 */

/** The same flags as e2e/playwright.config.ts: headless Chromium from Debian on a shared machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The build the server sends: WEB_DIST_DIR when set, else apps/web/dist; it must exist. */
export function builtWebApp(): string {
  const dist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} is missing: run \`npm run build\` first`)
  return dist
}

/** Chromium for `body`, closed after it whatever happens. */
export async function withChromium<T>(body: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    return await body(browser)
  } finally {
    await browser.close()
  }
}

/** A staff user's desktop: 1280×800, Turkish, Istanbul time (the e2e project's). */
export const desktopContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  })

/** Signs in through the login page as a user would, and waits to leave it. */
export async function signInThroughTheForm(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`)
  await page.getByLabel('E-posta').fill(email)
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 })
}

/** The p-th percentile (nearest rank), to a tenth of a millisecond. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10
}

export const median = (values: readonly number[]) => percentile(values, 50)
