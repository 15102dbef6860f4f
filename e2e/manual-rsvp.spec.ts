import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, settled, visit } from './support/pages'

/** The demo congress's code, read from its manual RSVP (mma) form (demo-manual-rsvp.ts). */
async function congressCode(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const response = await request.get('/api/v1/forms', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const forms = (await response.json()) as { data: { form_type: string; project_code: string | null }[] }
  const code = forms.data.find((form) => form.form_type === 'mma' && form.project_code)?.project_code
  if (!code) throw new Error('no demo mma form')
  return code
}

test.describe('manual RSVP (issue 21 item 6)', () => {
  test('staff give a helper a link; the helper signs in on a phone and answers for an invitee', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const code = await congressCode(request)
    const helperName = `E2E Yardımcı ${Date.now()}`
    let link = ''

    await test.step('staff create a helper access in the Formlar tab and copy the link shown once', async () => {
      await login(page, DEMO.admin)
      await visit(page, `/project/${code}/forms`)
      await page.getByRole('button', { name: 'Gala Yemeği Telefon LCV: yardımcı erişimleri' }).click()
      const dialog = page.getByRole('dialog', { name: /Yardımcı erişimleri/ })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('textbox', { name: 'Yardımcının adı' }).fill(helperName)
      await dialog.getByRole('button', { name: 'Erişim oluştur' }).click()
      const linkBox = dialog.getByRole('textbox', { name: 'Giriş bağlantısı' })
      await expect(linkBox).toBeVisible()
      link = await linkBox.inputValue()
      expect(link).toMatch(/\/manuel-rsvp\/[A-Za-z0-9_-]{40,}\/login$/)
      await expect(dialog.getByRole('cell', { name: `${helperName} Etkin` })).toBeVisible()
      await expectAccessible(page)
    })

    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'tr-TR' })
    const helper = await phone.newPage()
    let invitee = ''
    await test.step('the helper opens the link in another browser and lands on the invitee list', async () => {
      await helper.goto(new URL(link).pathname)
      await expect(helper).toHaveURL(/\/manuel-rsvp\/form$/)
      await expect(helper.getByText(`Yardımcı: ${helperName}`, { exact: false })).toBeVisible()
      await expect(helper.getByTestId('manual-rsvp-invitees')).toBeVisible()
      await settled(helper)
      // The helper's session is its own; the staff's token is nowhere in this browser.
      const stored = await helper.evaluate(() => Object.keys(localStorage))
      expect(stored).toContain('ajanda.manualRsvp.session')
      const width = await helper.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(360)
      await helper.getByRole('combobox', { name: 'Yanıt' }).click()
      await helper.getByRole('option', { name: 'Yanıt bekleniyor' }).click()
      const first = helper.getByTestId('manual-rsvp-invitees').getByRole('button').first()
      invitee = (await first.locator('p').first().innerText()).trim()
      expect(invitee).not.toBe('')
      await first.click()
    })

    await test.step('answers for the invitee: attending, by taxi; the list shows who entered it', async () => {
      await expect(helper).toHaveURL(/\/manuel-rsvp\/form\/[A-Za-z0-9_-]+$/)
      await expect(helper.getByRole('heading', { name: invitee })).toBeVisible()
      await settled(helper)
      await helper.getByRole('button', { name: 'Kaydet' }).click()
      await expect(helper.getByText('Lütfen işaretli alanları düzeltin.')).toBeVisible()
      await helper.getByRole('radio', { name: 'Katılacak' }).check()
      await helper.getByRole('combobox', { name: 'Ulaşım' }).click()
      await helper.getByRole('option', { name: 'Taksi' }).click()
      await helper.getByRole('button', { name: 'Kaydet' }).click()
      await expect(helper.getByTestId('manual-rsvp-saved')).toBeVisible()
      await helper.getByRole('link', { name: 'Listeye dön' }).click()
      await helper.getByLabel('İsim ya da kurum ara').fill(invitee)
      const row = helper.getByRole('button', { name: new RegExp(`^${invitee}`) }).first()
      await expect(row).toContainText(`${helperName} girdi`)
      await expect(row).toContainText('Kayıtlı')
    })

    await test.step('staff revoke the access; the helper is signed out', async () => {
      const dialog = page.getByRole('dialog', { name: /Yardımcı erişimleri/ })
      await dialog.getByRole('button', { name: `İptal et: ${helperName}` }).click()
      await page.getByRole('button', { name: 'İptal et', exact: true }).click()
      await expect(dialog.getByText('Kapalı').first()).toBeVisible()
      await helper.reload()
      await expect(helper.getByTestId('manual-rsvp-signed-out')).toBeVisible()
    })
    await phone.close()
  })
})
