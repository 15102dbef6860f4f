import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { expectAccessible } from './axe'
import { DEMO_PASSWORD } from './env'
import { latestMailTo, linkIn } from './outbox'

/** Opens a URL, waits for the page to settle (no splash, no loader) and runs the axe check. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await settled(page)
}

/** Waits until the app has drawn its page, then checks accessibility (once per page shape, see below). */
export async function settled(page: Page): Promise<void> {
  // A first visit loads the app's chunks and its data; on a loaded CI machine that outlasts 10 s.
  await expect(page.getByText('yükleniyor', { exact: true })).toHaveCount(0, { timeout: 30_000 })
  // The web form's first paint is the server's frame (decisions/0034), with an h1 of its own: the page
  // is drawn once its scripts have replaced it.
  await expect(page.locator('#web-form-frame')).toHaveCount(0, { timeout: 30_000 })
  await expect(page.locator('h1').first()).toBeVisible()
  const shape = await pageShape(page)
  if (checkedShapes.has(shape)) return
  await expectAccessible(page)
  checkedShapes.add(shape)
}

/**
 * The page shapes this worker has already checked with axe on arrival. Flows land on the same pages over
 * and over (the login page and the home page a hundred times a run): an axe check of the same page as
 * it first draws finds the same thing again and cost a quarter of the browser tests' time. States a flow
 * brings about itself (a dialog, a tab, a filled form) are checked by its own `expectAccessible` calls,
 * which always run.
 */
const checkedShapes = new Set<string>()

/** The route with its ids left out, the query's keys, the open dialogs and the viewport's width. */
async function pageShape(page: Page): Promise<string> {
  const url = new URL(page.url())
  const route = url.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/')
  const keys = [...url.searchParams.keys()].sort().join('&')
  const dialogs = await page.locator('[role="dialog"], [role="alertdialog"]').count()
  return `${route}?${keys}#${dialogs}@${page.viewportSize()?.width ?? 0}`
}

export async function fillLogin(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-posta').fill(email)
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password)
}

/** Signs in from /login and waits for the page the app lands on. */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await visit(page, '/login')
  await fillLogin(page, email, password)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await settled(page)
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Ana menü' })
}

/** A fresh company and its admin through the API, for tests that change a user's secrets. */
export async function registerCompany(
  request: APIRequestContext,
  name: string,
): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase()}.${Date.now()}@e2e.ajanda.test`
  const password = 'e2e-sifre-1234'
  const since = Date.now() - 1000
  const response = await request.post('/api/v1/register', {
    data: {
      company_name: `${name} Etkinlik`,
      full_name: `${name} Test`,
      email,
      password,
      password_confirmation: password,
    },
  })
  expect(response.ok()).toBe(true)
  // The company exists once the mailed link is confirmed (docs/decisions/0019).
  const link = new URL(linkIn(await latestMailTo(email, since), '/register/confirm/'))
  const token = link.pathname.split('/').pop() as string
  const confirmed = await request.post('/api/v1/register/confirm', { data: { token } })
  expect(confirmed.ok()).toBe(true)
  return { email, password }
}
