import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, settled, visit } from './support/pages'

const ISO = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** POST /leads as `token`'s user, with a new client and its contact; answers the lead's code. */
async function leadByApi(request: APIRequestContext, token: string, name: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` }
  const types = (await (await request.get('/api/v1/definition/project-types', { headers })).json()) as {
    id: number
    name: string
  }[]
  const positions = (await (
    await request.get('/api/v1/definition/contact-positions', { headers })
  ).json()) as {
    id: number
  }[]
  const start = new Date()
  start.setMonth(start.getMonth() + 2)
  const response = await request.post('/api/v1/leads', {
    headers,
    data: {
      name,
      dates: [ISO(start), ISO(start)],
      country: 'TR',
      city: 'İstanbul',
      type: types.find((type) => type.name === 'Lansman')?.id ?? types[0]?.id,
      client: `${name} Müşterisi`,
      new_contact: {
        name: `${name} Kontak`,
        email: `kontak.${Date.now()}@firma.example`,
        position_id: positions[0]?.id,
      },
      status: 'LEAD-0',
      lead_close_date: ISO(new Date()),
      lead_value: '25000',
      lead_currency: 'TRY',
      project_ref: `REF-${name.replace(/\W+/g, '')}`,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { code: string }).code
}

/** The header's bell ("Bildirimler" or "Bildirimler (3 okunmamış)"; not the push banner's button). */
const bell = (page: Page) => page.getByRole('button', { name: /^Bildirimler( \(\d+ okunmamış\))?$/ })

/** The bell's unread count, from its accessible name. */
async function badgeCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/\((\d+)/.exec(label)?.[1] ?? 0)
}

test('an admin picks a recipient, a lead notifies them live, the click opens the lead', async ({
  browser,
}) => {
  // The admin adds Can Öztürk (team@demo) to "İş fırsatı eklendi" on /admin/notifications; it saves itself.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await login(admin, DEMO.admin)
  await visit(admin, '/admin/notifications')
  await expect(admin.getByRole('heading', { name: 'İş geliştirme ve projeler' })).toBeVisible()
  const box = admin.getByRole('combobox', { name: /^İş fırsatı eklendi/ })
  await box.click()
  await box.fill('Can')
  await admin.getByRole('option', { name: 'Can Öztürk', exact: true }).click()
  await expect(admin.getByText('Kaydedildi')).toBeVisible()
  await adminContext.close()

  // Can Öztürk is signed in elsewhere, looking at the home page.
  const teamContext = await browser.newContext()
  const team = await teamContext.newPage()
  await login(team, DEMO.team)
  await expect(bell(team)).toBeVisible()
  const before = await badgeCount(team)

  // Gizem Aydın (user@demo) adds a lead; Can's badge goes up without a reload.
  const name = `Bildirim Fırsatı ${Date.now()}`
  const code = await leadByApi(team.request, await apiToken(team.request, DEMO.user, DEMO_PASSWORD), name)
  await expect.poll(() => badgeCount(team), { timeout: 15_000 }).toBeGreaterThan(before)

  await bell(team).click()
  const dialog = await openDialog(team, 'Bildirimler')
  const item = dialog.getByRole('button', { name: new RegExp(`Yeni iş fırsatı: ${name}`) })
  await expect(item).toBeVisible()
  await expectAccessible(team)
  await item.click()
  await expect(team).toHaveURL(new RegExp(`/bizdev/${code}$`))
  await settled(team)
  await expect(team.getByRole('heading', { name, level: 1 })).toBeVisible()
  await teamContext.close()
})
