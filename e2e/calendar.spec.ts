import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { alertTitled, apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

const SUBJECT = 'Takvim e2e toplantısı'

/** A meeting of the admin tomorrow (an hour from `hour`, Istanbul time), made through the API; answers its id. */
async function meetingTomorrow(request: APIRequestContext, subject = SUBJECT, hour = 10): Promise<number> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { authorization: `Bearer ${token}` }
  const types = await request.get('/api/v1/definition/meeting-types', { headers })
  expect(types.ok()).toBe(true)
  const type = ((await types.json()) as { id: number }[])[0]
  // Tomorrow on the company's calendar (Istanbul), the day the calendar's "next" button shows.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    Date.now() + 86_400_000,
  )
  const created = await request.post('/api/v1/meetings', {
    headers,
    data: {
      subject,
      meeting_type_id: type?.id,
      starts_at: `${day}T${hour}:00:00+03:00`,
      ends_at: `${day}T${hour + 1}:00:00+03:00`,
      location_code: 1,
      location: 'Merkez ofis',
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  return ((await created.json()) as { data: { id: number } }).data.id
}

const views = (page: Page) => page.getByRole('radiogroup', { name: 'Görünüm' })
const calendar = (page: Page) => page.getByTestId('calendar')

test.describe('calendar', () => {
  test('switches views, filters a kind off and on, and opens a meeting', async ({ page, request }) => {
    await meetingTomorrow(request)
    await login(page, DEMO.admin)
    await visit(page, '/calendar')
    await expect(page.locator('h1').first()).toHaveText('Takvim')
    await expect(calendar(page).locator('.fc-dayGridMonth-view')).toBeVisible()
    const meeting = calendar(page).getByText(SUBJECT).first()
    await expect(meeting).toBeVisible()

    for (const [label, view] of [
      ['Hafta', '.fc-timeGridWeek-view'],
      ['Gün', '.fc-timeGridDay-view'],
      ['Ajanda', '.fc-listWeek-view'],
      ['Ay', '.fc-dayGridMonth-view'],
    ] as const) {
      await views(page).getByText(label, { exact: true }).click()
      await expect(calendar(page).locator(view)).toBeVisible()
      if (label === 'Hafta' || label === 'Ajanda') await expectAccessible(page)
    }

    const kind = page.getByRole('checkbox', { name: 'Toplantı' })
    await kind.uncheck()
    await expect(calendar(page).getByText(SUBJECT)).toHaveCount(0)
    await kind.check()
    await expect(calendar(page).getByText(SUBJECT).first()).toBeVisible()

    await views(page).getByText('Ajanda', { exact: true }).click()
    await views(page).getByText('Ay', { exact: true }).click()
    await calendar(page).getByText(SUBJECT).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessible(page)
  })

  test('shows a meeting a colleague just made on the open calendar, without a reload', async ({
    page,
    request,
  }) => {
    await login(page, DEMO.admin)
    await visit(page, '/calendar')
    await expect(calendar(page).locator('.fc-dayGridMonth-view')).toBeVisible()
    const subject = `Canlı toplantı ${Date.now()}`
    await expect(calendar(page).getByText(subject)).toHaveCount(0)
    // Made through the API, as from another browser: the company's calendar/changed event reloads the month.
    await meetingTomorrow(request, subject, 14)
    await expect(calendar(page).getByText(subject).first()).toBeVisible({ timeout: 10_000 })
  })

  test('creates the private feed on the profile, serves it and rotates it', async ({ page, request }) => {
    await login(page, DEMO.user)
    await visit(page, '/profile')
    const card = page.getByRole('region', { name: 'Takvim' })
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: 'Bağlantı oluştur' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    const url = await card.getByRole('textbox', { name: 'Takvim bağlantısı' }).inputValue()
    expect(url).toMatch(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/)
    await expectAccessible(page)

    const ics = await request.get(url)
    expect(ics.status()).toBe(200)
    expect(ics.headers()['content-type']).toContain('text/calendar')
    expect(await ics.text()).toContain('BEGIN:VCALENDAR')

    await card.getByRole('button', { name: 'Yeni bağlantı oluştur' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Oluştur' }).click()
    await expect(card.getByRole('textbox', { name: 'Takvim bağlantısı' })).not.toHaveValue(url)
    expect((await request.get(url)).status()).toBe(404)

    await card.getByRole('textbox', { name: 'E-posta' }).fill('gizem@outlook.example')
    await card.getByRole('button', { name: 'Hesap ekle' }).click()
    await expect(card.getByText('Microsoft (Outlook) · gizem@outlook.example')).toBeVisible()
    await card.getByRole('button', { name: 'gizem@outlook.example hesabını kaldır' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Kaldır' }).click()
    await expect(card.getByText('Bağlı hesap yok.')).toBeVisible()
  })

  test('drags a meeting an hour later in the day view', async ({ page, request }) => {
    const subject = 'Sürüklenen e2e toplantısı'
    // 20:00: away from the demo's office-hour meetings, so no other entry shares its place in the column.
    const id = await meetingTomorrow(request, subject, 20)
    await login(page, DEMO.admin)
    await visit(page, '/calendar')
    await views(page).getByText('Gün', { exact: true }).click()
    await page.getByRole('button', { name: 'Sonraki' }).click()
    const event = calendar(page).locator('.fc-event', { hasText: subject })
    await expect(event).toBeVisible()
    // Measure once the entries are loaded and laid out (a later layout would move the target).
    await expect(calendar(page)).toHaveAttribute('aria-busy', 'false')
    await event.scrollIntoViewIfNeeded()
    const slot = await calendar(page).locator('.fc-timegrid-slot-lane').first().boundingBox()
    const box = await event.boundingBox()
    if (!slot || !box) throw new Error('the day view is not drawn')
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/v1/meetings/${id}`) && r.request().method() === 'PUT',
    )
    // Two half-hour slots down: an hour later.
    const x = box.x + box.width / 2
    const y = box.y + Math.min(box.height / 2, 8)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x, y + 10, { steps: 4 })
    await page.mouse.move(x, y + slot.height * 2, { steps: 8 })
    await page.mouse.up()
    const answer = await saved
    expect(answer.status()).toBe(200)
    const body = answer.request().postDataJSON() as { starts_at: string; ends_at: string }
    expect(new Date(body.starts_at).getUTCHours()).toBe(18)
    expect(Date.parse(body.ends_at) - Date.parse(body.starts_at)).toBe(3_600_000)
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
  })
})
