import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiToken, inviteByApi } from './support/admin'
import { DEMO } from './support/env'
import { latestMailTo, linkIn } from './support/outbox'
import { login, registerCompany, visit } from './support/pages'

/**
 * Real time between two browsers of one company (issue 6): a fresh company, so that no other spec's
 * sessions are online in it; its admin and an invited colleague, each in their own browser context.
 */
async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { code?: string; data: { id: number; code: string } }
}

/** Invites a colleague and sets their password from the invitation mail, all through the API. */
async function colleague(request: APIRequestContext, adminToken: string, fullName: string, password: string) {
  const since = Date.now() - 1000
  const { email } = await inviteByApi(request, adminToken, fullName)
  const link = new URL(linkIn(await latestMailTo(email, since), '/password-reset/'))
  const token = link.searchParams.get('token') ?? link.pathname.split('/').pop()
  const response = await request.post('/api/v1/reset-password', {
    data: { token, email, password, password_confirmation: password },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return email
}

const ISO = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

function onlineStrip(page: Page) {
  return page.getByRole('list', { name: 'Çevrimiçi kullanıcılar' })
}

test('presence and live reloads between two browsers of one company', async ({ browser, page }) => {
  const account = await registerCompany(page.request, 'Canli')
  const adminToken = await apiToken(page.request, account.email, account.password)
  const password = 'canli-sifre-2026'
  const colleagueEmail = await colleague(page.request, adminToken, 'Bora Yıldız', password)
  const type = await post(page.request, adminToken, '/definition/project-types', {
    name: 'Kongre',
    budget_type: 1,
  })
  const position = await post(page.request, adminToken, '/definition/contact-positions', {
    name: 'Genel Müdür',
  })

  // The admin watches the pipeline board.
  await login(page, account.email, account.password)
  await visit(page, '/bizdev')
  await expect(page.getByRole('region', { name: 'Teklif', exact: true })).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })

  // The colleague signs in in another browser: each sees the other online.
  const colleagueContext = await browser.newContext()
  const colleaguePage = await colleagueContext.newPage()
  await login(colleaguePage, colleagueEmail, password)
  await expect(onlineStrip(page).getByRole('listitem', { name: 'Bora Yıldız' })).toBeVisible()
  await expect(onlineStrip(colleaguePage).getByRole('listitem', { name: 'Canli Test' })).toBeVisible()
  // Both run the build the server announces: no update banner.
  await expect(page.getByText('Uygulama güncellendi!')).toHaveCount(0)
  await onlineStrip(page).getByRole('listitem', { name: 'Bora Yıldız' }).hover()
  await expect(page.getByRole('tooltip', { name: 'Bora Yıldız' })).toBeVisible()

  // The colleague creates a lead: the admin's board shows it without a reload.
  const colleagueToken = await apiToken(page.request, colleagueEmail, password)
  const start = new Date()
  start.setMonth(start.getMonth() + 2)
  const leadName = `Canlı Fırsat ${Date.now().toString(36)}`
  await post(page.request, colleagueToken, '/leads', {
    name: leadName,
    dates: [ISO(start), ISO(start)],
    country: 'TR',
    city: 'İstanbul',
    type: type.data.id,
    client: 'Canlı Müşteri',
    new_contact: {
      name: 'Canlı Kontak',
      email: `kontak.${Date.now()}@firma.example`,
      position_id: position.data.id,
    },
    status: 'LEAD-0',
    lead_close_date: ISO(new Date()),
    lead_value: '12000',
    lead_currency: 'TRY',
    project_ref: `REF-CANLI-${Date.now().toString(36)}`,
  })
  await expect(page.getByRole('region', { name: 'Teklif', exact: true }).getByText(leadName)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // The colleague closes the browser: the admin no longer sees them.
  await colleagueContext.close()
  await expect(onlineStrip(page).getByRole('listitem', { name: 'Bora Yıldız' })).toHaveCount(0)
  await expect(onlineStrip(page).getByRole('listitem', { name: 'Canli Test' })).toBeVisible()
})

test('a tab running an older build offers the update when the server announces a newer one', async ({
  page,
}) => {
  // Play a newer deploy: the server's `version` announcement is rewritten on its way to the page.
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer()
    server.onMessage((message) =>
      socket.send(
        typeof message === 'string'
          ? message.replace(
              /^42\["version",\{"version":(null|"[^"]*")\}\]$/,
              '42["version",{"version":"a-newer-build"}]',
            )
          : message,
      ),
    )
  })
  await login(page, DEMO.user)
  const banner = page.getByRole('status').filter({ hasText: 'Uygulama güncellendi!' })
  await expect(banner).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  await banner.getByRole('button', { name: 'Sayfayı yeniden yüklemek için tıkla!' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false))
    .toBe(false)
})
