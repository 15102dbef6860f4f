import { expect, type Page, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, settled } from './support/pages'

/**
 * Headless Chromium without internet cannot reach a push service, so the browser's side is stubbed:
 * Notification.requestPermission answers `answer` and PushManager.prototype.subscribe hands out a fake
 * subscription. The service worker itself is the real /sw.js, registered from the server.
 */
async function stubPush(page: Page, answer: NotificationPermission, endpoint: string) {
  await page.addInitScript(
    ({ answer, endpoint }) => {
      // The answer outlives a reload, as the browser's would.
      const key = 'e2e.push-permission'
      Object.defineProperty(Notification, 'permission', {
        configurable: true,
        get: () => (sessionStorage.getItem(key) ?? 'default') as NotificationPermission,
      })
      Notification.requestPermission = async () => {
        sessionStorage.setItem(key, answer)
        return answer
      }
      const json = {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }
      PushManager.prototype.getSubscription = async () => null
      PushManager.prototype.subscribe = async () =>
        ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: null, userVisibleOnly: true },
          toJSON: () => json,
          unsubscribe: async () => true,
        }) as unknown as PushSubscription
    },
    { answer, endpoint },
  )
}

async function ownSubscriptions(page: Page, email: string): Promise<string[]> {
  const token = await apiToken(page.request, email, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const me = (await (await page.request.get('/api/v1/me', { headers })).json()) as { code: string }
  const list = await page.request.get(`/api/v1/users/${me.code}/push-token`, { headers })
  expect(list.ok()).toBe(true)
  return ((await list.json()) as { data: { endpoint: string }[] }).data.map((row) => row.endpoint)
}

const enableButton = (page: Page) => page.getByRole('button', { name: 'Bildirimleri Aç' })

test('the service worker is served as JavaScript from the site root', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/javascript/)
  expect(await response.text()).toContain('showNotification')
})

test('Bildirimleri Aç: permission, service worker, token to the server, banner gone', async ({ page }) => {
  const endpoint = `https://push.example.test/e2e/${Date.now()}`
  await stubPush(page, 'granted', endpoint)
  await login(page, DEMO.user)
  await expect(enableButton(page)).toBeVisible()
  await enableButton(page).click()
  await expect(enableButton(page)).toHaveCount(0)
  expect(await ownSubscriptions(page, DEMO.user)).toContain(endpoint)
  // The real /sw.js registered and took control of the app's scope.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
    /\/sw\.js$/,
  )
  // Granted now: the banner does not come back on the next page.
  await page.reload()
  await settled(page)
  await expect(enableButton(page)).toHaveCount(0)
})

test('a denied permission shows "Push bildirim izni alınamadı!" with permission-denied', async ({ page }) => {
  const endpoint = `https://push.example.test/e2e/denied-${Date.now()}`
  await stubPush(page, 'denied', endpoint)
  await login(page, DEMO.team)
  await enableButton(page).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Push bildirim izni alınamadı!' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('permission-denied')
  await expect(enableButton(page)).toHaveCount(0)
  expect(await ownSubscriptions(page, DEMO.team)).not.toContain(endpoint)
})
