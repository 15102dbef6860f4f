import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { readPdfPages } from '../apps/server/src/modules/budgets/export/read-pdf-text'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

const TURKISH = /[çğıİöşüÇĞÖŞÜ]/

/** The demo congress and one of its registered attendees whose name has Turkish letters, with their acode. */
async function congressAndAttendee(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const forms = (await (await request.get('/api/v1/forms', { headers })).json()) as {
    data: { slug: string; project_id: number | null; project_code: string | null }[]
  }
  const congress = forms.data.find((form) => form.slug === 'kongre-kayit')
  if (!congress?.project_id || !congress.project_code) throw new Error('no demo congress')
  const page = (await (
    await request.get(`/api/v1/project/${congress.project_id}/attendees`, {
      headers,
      params: { status: 'REGISTERED', page_size: 100 },
    })
  ).json()) as { data: { id: number; first_name: string; last_name: string }[] }
  const person = page.data.find((row) => TURKISH.test(`${row.first_name} ${row.last_name}`))
  if (!person) throw new Error('no registered demo attendee with Turkish letters in the name')
  const detail = (await (await request.get(`/api/v1/attendees/${person.id}`, { headers })).json()) as {
    acode: string
  }
  return {
    projectCode: congress.project_code,
    name: `${person.first_name} ${person.last_name}`,
    acode: detail.acode,
  }
}

/** Clicks the print dialog's download (and the reprint confirmation when asked) and reads the PDF's text. */
async function downloadedPdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const file = await download.path()
  return readPdfPages(await readFile(file)).join('\n')
}

test.describe('badges (issue 22 items 4, 5)', () => {
  test('design a badge, print an A4 sheet, a reprint asks; the attendee badge page at 360 px, offline', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000)
    const errors: string[] = []
    // A refused reprint (409) and the offline fetch are logged by the browser as failed loads: expected.
    const logged = (message: string) => {
      if (!/Failed to load resource/.test(message)) errors.push(message)
    }
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && logged(message.text()))
    const { projectCode, name, acode } = await congressAndAttendee(request)
    await login(page, DEMO.admin)

    await test.step('the Yaka Kartları tab lists the demo design and adds a new one', async () => {
      await visit(page, `/project/${projectCode}/badges`)
      await expect(page.getByRole('tab', { name: 'Yaka Kartları' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByText('Yaka kartı tasarımları')).toBeVisible()
      await page.getByRole('button', { name: 'Yeni tasarım' }).click()
      await expect(page).toHaveURL(new RegExp(`/project/${projectCode}/badges/\\d+$`))
      await expect(page.getByTestId('badge-canvas')).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('a name field added and moved with the arrow keys', async () => {
      await page.getByRole('button', { name: 'Öğe ekle' }).click()
      await page.getByRole('menuitem', { name: 'Katılımcı bilgisi' }).click()
      const element = page.getByRole('button', { name: 'Katılımcı bilgisi: Ad soyad' })
      await expect(element).toHaveAttribute('data-x-mm', '0')
      await element.focus()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Shift+ArrowDown')
      await expect(element).toHaveAttribute('data-x-mm', '1')
      await expect(element).toHaveAttribute('data-y-mm', '5')
      await page.getByRole('button', { name: 'Kaydet' }).click()
      await expect(page.getByRole('button', { name: 'Kaydedildi' })).toBeVisible()
    })

    await test.step('an A4 sheet for everyone registered: the PDF has the names with Turkish letters', async () => {
      await page.getByRole('button', { name: 'Yazdır' }).click()
      const dialog = page.getByRole('dialog', { name: 'Yaka kartı yazdır' })
      await expect(dialog.getByRole('radio', { name: 'A4 sayfalar (kesim işaretli)' })).toBeChecked()
      await expect(dialog.getByRole('radio', { name: 'Kayıtlı herkes' })).toBeChecked()
      await expectAccessible(page)
      const text = await downloadedPdfText(page, () =>
        dialog.getByRole('button', { name: 'PDF indir' }).click(),
      )
      expect(text).toContain(name)
      await expect(dialog).toBeHidden()
    })

    await test.step('printing the same people again asks first, then downloads', async () => {
      await page.getByRole('button', { name: 'Yazdır' }).click()
      const dialog = page.getByRole('dialog', { name: 'Yaka kartı yazdır' })
      await dialog.getByRole('button', { name: 'PDF indir' }).click()
      await expect(dialog.getByTestId('badge-reprint')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'PDF indir' })).toBeDisabled()
      const text = await downloadedPdfText(page, () =>
        dialog.getByRole('button', { name: 'Yine de yazdır' }).click(),
      )
      expect(text).toContain(name)
    })

    await test.step('on a 360 px phone the designer shows the badge without a sideways scroll', async () => {
      await page.setViewportSize({ width: 360, height: 740 })
      await expect(page.getByText('Telefonda tasarım yalnızca önizlenir', { exact: false })).toBeVisible()
      await expect(page.getByTestId('badge-canvas')).toBeVisible()
      // The badge's scale follows the area's measured width, a render after the resize.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(360)
    })

    await test.step("the attendee's badge page on a 360 px phone, then offline", async () => {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'tr-TR' })
      const badgePage = await phone.newPage()
      badgePage.on('pageerror', (error) => errors.push(error.message))
      badgePage.on('console', (message) => message.type() === 'error' && logged(message.text()))
      await badgePage.goto(`/event-badge/${acode}`)
      const card = badgePage.getByTestId('event-badge')
      await expect(card.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(card.getByRole('img', { name: 'Girişte okutulacak QR kodu' })).toBeVisible()
      const width = await badgePage.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(360)
      await expectAccessible(badgePage)
      // Seen online once, the service worker keeps the page and the files it loaded; then the network goes.
      await badgePage.waitForFunction(
        async () => {
          const cache = await caches.open('ajanda-offline-v1')
          const assets = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => url.startsWith(`${location.origin}/assets/`))
          const kept = await Promise.all([location.href, ...assets].map((url) => cache.match(url)))
          return kept.every(Boolean)
        },
        null,
        { timeout: 30_000, polling: 500 },
      )
      await phone.setOffline(true)
      await badgePage.reload()
      await expect(card.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(card.getByRole('img', { name: 'Girişte okutulacak QR kodu' })).toBeVisible()
      await expect(badgePage.getByTestId('event-badge-offline')).toBeVisible()
      await phone.close()
    })

    expect(errors).toEqual([])
  })
})
