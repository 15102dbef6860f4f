import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'
import { pickOption } from './support/requests'

/** The demo congress: the project of the seed's registration form (and its attendee lists). */
async function congressCode(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const response = await request.get('/api/v1/forms', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const forms = ((await response.json()) as { data: { form_type: string; project_code: string | null }[] })
    .data
  const code = forms.find((form) => form.form_type === 'registration' && form.project_code)?.project_code
  if (!code) throw new Error('no demo congress form')
  return code
}

const table = (page: Page) => page.getByRole('table', { name: 'Katılımcılar' })
const openButton = (page: Page, name: string) => page.getByRole('button', { name: `Ayrıntıları aç: ${name}` })

/** Waits for the attendee list's answer after a filter change. */
function listLoaded(page: Page) {
  return page.waitForResponse(
    (response) =>
      /\/project\/\d+\/attendees$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'GET',
  )
}

test.describe('the attendees tab (issue 21 item 5)', () => {
  test('staff add an attendee, filter by status and list, open the detail and change a status in bulk', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const code = await congressCode(request)
    const stamp = Date.now()
    const last = `Deneme${stamp}`
    const name = `Ayşe ${last}`
    await login(page, DEMO.admin)

    await test.step('the "Katılımcılar" tab', async () => {
      await visit(page, `/project/${code}/main`)
      await page.getByRole('tab', { name: 'Katılımcılar' }).click()
      await expect(page).toHaveURL(new RegExp(`/project/${code}/attendees$`))
      await expect(table(page)).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('a new attendee on the VIP list', async () => {
      await page.getByRole('button', { name: 'Yeni katılımcı' }).first().click()
      const dialog = await openDialog(page, 'Yeni katılımcı')
      await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ayşe')
      await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(last)
      await dialog.getByRole('textbox', { name: 'E-posta' }).fill(`ayse.${stamp}@example.com`)
      await dialog.getByRole('textbox', { name: 'Kurum' }).fill('Şifa Hastanesi')
      await dialog.getByLabel('Listeler').click()
      await page.getByRole('option', { name: 'VIP', exact: true }).click()
      await page.keyboard.press('Escape')
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Kaydet' }).click()
      await expect(page.getByRole('dialog', { name: 'Yeni katılımcı' })).toHaveCount(0)
      // The new attendee's drawer opens.
      const drawer = page.getByRole('dialog', { name })
      await expect(drawer).toBeVisible()
      await expect(drawer.getByText('Davetli', { exact: true })).toBeVisible()
      await expect(drawer.getByRole('region', { name: 'Listeler' }).getByText('VIP')).toBeVisible()
      await drawer.getByRole('button', { name: 'Kapat' }).click()
      await expect(drawer).toHaveCount(0)
    })

    await test.step('search, then filter by status and list', async () => {
      let loaded = listLoaded(page)
      await page.getByRole('textbox', { name: 'Katılımcı ara' }).fill(last)
      await loaded
      await expect(openButton(page, name)).toBeVisible()
      loaded = listLoaded(page)
      await pickOption(page, page.locator('body'), 'Durum', 'Kayıtlı')
      await loaded
      await expect(page.getByText('Hiç sonuç bulunamadı')).toBeVisible()
      await expect(openButton(page, name)).toHaveCount(0)
      loaded = listLoaded(page)
      await pickOption(page, page.locator('body'), 'Durum', 'Davetli')
      await loaded
      await expect(openButton(page, name)).toBeVisible()
      loaded = listLoaded(page)
      await pickOption(page, page.locator('body'), 'Liste', 'Basın')
      await loaded
      await expect(openButton(page, name)).toHaveCount(0)
      loaded = listLoaded(page)
      await pickOption(page, page.locator('body'), 'Liste', 'VIP')
      await loaded
      await expect(openButton(page, name)).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('a status changed in bulk', async () => {
      await page.getByRole('checkbox', { name: `Seç: ${name}` }).check()
      const bar = page.getByRole('region', { name: 'Seçilenlere toplu işlem' })
      await expect(bar.getByText('1 katılımcı seçili')).toBeVisible()
      await bar.getByRole('button', { name: 'Durumu değiştir' }).click()
      await page.getByRole('menuitem', { name: 'Kayıtlı' }).click()
      const confirm = await openDialog(page, 'Emin misin?')
      const saved = page.waitForResponse((response) =>
        new URL(response.url()).pathname.endsWith('/attendees/bulk'),
      )
      await confirm.getByRole('button', { name: 'Uygula' }).click()
      expect((await saved).ok()).toBe(true)
      await expect(bar).toHaveCount(0)
      // Still filtered by "Davetli": the attendee has left the list.
      await expect(openButton(page, name)).toHaveCount(0)
      const loaded = listLoaded(page)
      await pickOption(page, page.locator('body'), 'Durum', 'Kayıtlı')
      await loaded
      await expect(
        table(page)
          .getByRole('row')
          .filter({ has: openButton(page, name) })
          .getByText('Kayıtlı'),
      ).toBeVisible()
    })

    await test.step('the detail: lists, codes and the history with who and when', async () => {
      await openButton(page, name).click()
      const drawer = page.getByRole('dialog', { name })
      await expect(drawer).toBeVisible()
      await expect(drawer.getByRole('region', { name: 'Kodlar' })).toBeVisible()
      const history = drawer.getByRole('region', { name: 'Geçmiş' })
      await expect(history.getByText('Eklendi')).toBeVisible()
      await expect(history.getByText('Toplu değişiklik')).toBeVisible()
      await expect(history.getByText('Durum: Davetli → Kayıtlı')).toBeVisible()
      await expectAccessible(page)
      await drawer.getByRole('button', { name: 'Kapat' }).click()
    })

    await test.step('at 360 px the table scrolls inside its box and the drawer fills the screen', async () => {
      await page.setViewportSize({ width: 360, height: 740 })
      await expect(table(page)).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(1)
      await openButton(page, name).click()
      const drawer = page.getByRole('dialog', { name })
      await expect(drawer).toBeVisible()
      const box = await drawer.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(355)
      await expectAccessible(page)
    })
  })
})
