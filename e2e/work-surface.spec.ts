import { expect, type Page, test } from '@playwright/test'
import { alertTitled, openDialog } from './support/admin'
import { DEMO } from './support/env'
import { login, visit } from './support/pages'
import { pickOption } from './support/requests'

/** Issue 8's flows across modules: what quick-create makes shows on the task list and on the calendar. */
const calendar = (page: Page) => page.getByTestId('calendar')
const entry = (page: Page, title: string) => calendar(page).locator('.fc-event', { hasText: title })

async function quickCreate(page: Page, item: string) {
  await page.getByRole('button', { name: 'Yeni oluştur' }).click()
  await page
    .getByRole('dialog', { name: 'Yeni bir ...' })
    .getByRole('button', { name: item, exact: true })
    .click()
}

/** The calendar's day in Istanbul (the browser's zone) of an ISO moment, as FullCalendar's data-date. */
const istanbulDay = (iso: string, plusDays = 0) =>
  new Date(Date.parse(iso) + plusDays * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10)

test.describe('the work surface', () => {
  test('a task from quick-create is on the list and the calendar; complete and undo', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 })
    const title = `Hızlı görev ${Date.now()}`
    await login(page, DEMO.user)
    await quickCreate(page, 'Yapılacak')
    const modal = await openDialog(page, 'Yeni görev')
    await modal.getByRole('textbox', { name: 'Başlık' }).fill(title)
    const created = page.waitForResponse(
      (r) => /\/api\/v1\/tasks(\?|$)/.test(r.url()) && r.request().method() === 'POST',
    )
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    expect((await created).status()).toBe(200)
    await expect(modal).toBeHidden()

    await visit(page, '/tasks/list')
    await expect(page.getByTestId('task-card').filter({ hasText: title })).toBeVisible()

    await visit(page, '/calendar')
    await expect(calendar(page)).toHaveAttribute('aria-busy', 'false')
    await expect(entry(page, title)).toBeVisible()

    await visit(page, '/tasks/list')
    await page.getByRole('checkbox', { name: `Tamamla: ${title}` }).click()
    await expect(page.getByText('Görev tamamlandı', { exact: true })).toBeVisible()
    await expect(page.getByTestId('task-card').filter({ hasText: title })).toHaveCount(0)
    await page.getByRole('button', { name: 'Geri al' }).click()
    await expect(page.getByTestId('task-card').filter({ hasText: title })).toBeVisible()
  })

  test('a meeting from quick-create is on the calendar and drags to another day', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1200 })
    const subject = `Sürüklenen toplantı ${Date.now()}`
    await login(page, DEMO.user)
    await quickCreate(page, 'Toplantı')
    const modal = await openDialog(page, 'Yeni toplantı')
    await modal.getByRole('textbox', { name: 'Konu' }).fill(subject)
    await pickOption(page, modal, 'Toplantı türü', 'Müşteri Toplantısı')
    await modal.getByText('Müşteri ofisi', { exact: true }).click()
    await modal.getByRole('textbox', { name: 'Adres / yer' }).fill('Kozyatağı')
    await modal.getByRole('combobox', { name: 'Müşteri', exact: true }).fill('Marmara')
    await page.getByRole('option', { name: 'Marmara İlaç Sanayi A.Ş.', exact: true }).click()
    await modal.getByRole('combobox', { name: 'Katılımcılar' }).click()
    await page
      .getByRole('option', { name: 'Dr. Selin Aktaş (Marmara İlaç Sanayi A.Ş.)', exact: true })
      .click()
    await page.keyboard.press('Escape')
    await modal.getByRole('textbox', { name: 'Dış katılımcılar' }).fill(`konuk.${Date.now()}@ornek.com`)
    const created = page.waitForResponse(
      (r) => /\/api\/v1\/meetings(\?|$)/.test(r.url()) && r.request().method() === 'POST',
    )
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    const answer = await created
    expect(answer.status()).toBe(200)
    const meeting = ((await answer.json()) as { data: { id: number; starts_at: string } }).data
    await expect(modal).toBeHidden()

    await visit(page, '/calendar')
    await expect(calendar(page)).toHaveAttribute('aria-busy', 'false')
    const event = entry(page, subject)
    await expect(event).toBeVisible()
    // Two days later in the month view: the drop keeps the time and moves the day.
    const target = calendar(page).locator(`.fc-daygrid-day[data-date="${istanbulDay(meeting.starts_at, 2)}"]`)
    await event.scrollIntoViewIfNeeded()
    const from = await event.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('the month view is not drawn')
    const moved = page.waitForResponse(
      (r) => r.url().includes(`/api/v1/meetings/${meeting.id}`) && r.request().method() === 'PUT',
    )
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 4 })
    await page.mouse.move(to.x + to.width / 2, to.y + 12, { steps: 12 })
    await page.mouse.up()
    const put = await moved
    expect(put.status()).toBe(200)
    const body = put.request().postDataJSON() as { starts_at: string }
    expect(Date.parse(body.starts_at) - Date.parse(meeting.starts_at)).toBe(2 * 86_400_000)
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
  })
})
