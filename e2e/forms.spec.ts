import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, settled, visit } from './support/pages'
import { pickOption } from './support/requests'

/** The demo congress: the project of the seed's registration form. */
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

/** A group of the palette (the company's templates may carry the same names). */
const palette = (page: Page, group: string) => page.getByRole('region', { name: group, exact: true })
const sectionList = (page: Page) => page.getByRole('list', { name: 'Form bölümleri' })
const sectionCard = (page: Page, name: string) =>
  sectionList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `${name} bölümünü düzenle`, exact: true }) })
const fieldButtons = (section: Locator) => section.getByRole('button', { name: /alanını düzenle$/ })

async function sectionOrder(page: Page): Promise<string[]> {
  const labels = await sectionList(page)
    .getByRole('button', { name: /bölümünü düzenle$/ })
    .all()
  return Promise.all(
    labels.map(async (label) =>
      ((await label.getAttribute('aria-label')) ?? '').replace(' bölümünü düzenle', ''),
    ),
  )
}

async function addSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Bölüm ekle' }).click()
  const input = page.getByRole('textbox', { name: 'Bölüm adı' })
  await input.fill(name)
  await input.press('Enter')
  await expect(sectionCard(page, name)).toBeVisible()
}

/** Clicks a section's header (its detail opens in the side panel) and goes back to the palette. */
async function chooseSection(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} bölümünü düzenle`, exact: true }).click()
  await page.getByRole('button', { name: 'Alan listesine dön' }).first().click()
  await expect(page.getByText(`Eklenecek bölüm: ${name}`)).toBeVisible()
}

/** A pointer drag (dnd-kit starts after 5 px) from a handle onto a target's middle. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('not visible')
  const x = from.x + from.width / 2
  const y = from.y + from.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 10, y + 10, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 })
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 })
  await page.mouse.up()
}

test.describe('the form builder (issue 20)', () => {
  test('builds a form: sections, fields by click, Enter and drag, keyboard sorting, a rule, the preview', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const code = await congressCode(request)
    const name = `E2E Kayıt ${Date.now()}`
    await login(page, DEMO.admin)

    await test.step('a new form from the project\'s "Formlar" tab', async () => {
      await visit(page, `/project/${code}/main`)
      await page.getByRole('tab', { name: 'Formlar' }).click()
      await expect(page).toHaveURL(new RegExp(`/project/${code}/forms$`))
      await expect(page.getByRole('table', { name: 'Projenin formları' })).toBeVisible()
      await expectAccessible(page)
      await page.getByRole('button', { name: 'Yeni form' }).first().click()
      const dialog = await openDialog(page, 'Yeni form')
      await dialog.getByRole('textbox', { name: 'Form adı' }).fill(name)
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Oluştur' }).click()
      await expect(page).toHaveURL(/\/project\/[^/]+\/reg-form\/\d+$/)
      await settled(page)
      await expect(page.getByRole('heading', { name })).toBeVisible()
      await expect(page.getByText('Henüz form bölümü yok, önce bir bölüm ekleyin.')).toBeVisible()
    })

    await test.step('three sections', async () => {
      await addSection(page, 'Katılım')
      await addSection(page, 'Kişisel bilgiler')
      await addSection(page, 'Konaklama')
      expect(await sectionOrder(page)).toEqual(['Katılım', 'Kişisel bilgiler', 'Konaklama'])
      await expect(page.getByText('Bu bölüm henüz boş!')).toHaveCount(3)
    })

    await test.step('fields from the palette by click and by Enter', async () => {
      await chooseSection(page, 'Katılım')
      await palette(page, 'Seçim').getByRole('button', { name: 'Açılır liste ekle' }).click()
      await expect(fieldButtons(sectionCard(page, 'Katılım'))).toHaveCount(1)
      await chooseSection(page, 'Kişisel bilgiler')
      await page.getByRole('searchbox', { name: 'Alan ara' }).fill('kısa')
      await palette(page, 'Metin').getByRole('button', { name: 'Kısa yanıt ekle' }).focus()
      await page.keyboard.press('Enter')
      await expect(fieldButtons(sectionCard(page, 'Kişisel bilgiler'))).toHaveCount(1)
      await page.getByRole('searchbox', { name: 'Alan ara' }).fill('e-posta')
      await palette(page, 'Metin').getByRole('button', { name: 'E-posta ekle' }).focus()
      await page.keyboard.press('Enter')
      await expect(fieldButtons(sectionCard(page, 'Kişisel bilgiler'))).toHaveCount(2)
      await page.getByRole('searchbox', { name: 'Alan ara' }).fill('')
      await expectAccessible(page)
    })

    await test.step('a field dragged into another section with the mouse', async () => {
      const handle = page.getByRole('button', { name: 'E-posta alanını taşı' })
      const target = sectionCard(page, 'Konaklama').getByText('Bu bölüm henüz boş!')
      const saved = page.waitForResponse(
        (response) =>
          /\/field\/\d+\/section$/.test(new URL(response.url()).pathname) &&
          response.request().method() === 'PUT',
      )
      await drag(page, handle, target)
      expect((await saved).ok()).toBe(true)
      await expect(
        sectionCard(page, 'Konaklama').getByRole('button', { name: 'E-posta alanını düzenle' }),
      ).toBeVisible()
      await expect(fieldButtons(sectionCard(page, 'Kişisel bilgiler'))).toHaveCount(1)
    })

    await test.step('sections reordered with the keyboard', async () => {
      const saved = page.waitForResponse(
        (response) =>
          /\/form\/[^/]+\/sort$/.test(new URL(response.url()).pathname) &&
          response.request().method() === 'POST',
      )
      await page.getByRole('button', { name: 'Kişisel bilgiler bölümünü taşı' }).focus()
      // The drag's live region says where the section is; the sensor listens for arrows once it has started.
      const live = page.locator('[id^="DndLiveRegion"]')
      await page.keyboard.press('Space')
      await expect(live).toHaveText('Kişisel bilgiler, Kişisel bilgiler üzerinde.')
      await page.keyboard.press('ArrowDown')
      await expect(live).toHaveText('Kişisel bilgiler, Konaklama üzerinde.')
      await page.keyboard.press('Space')
      expect((await saved).ok()).toBe(true)
      await expect.poll(() => sectionOrder(page)).toEqual(['Katılım', 'Konaklama', 'Kişisel bilgiler'])
    })

    await test.step('the dropdown gets its options', async () => {
      await page.getByRole('button', { name: 'Açılır liste alanını düzenle' }).click()
      await page.getByRole('tab', { name: 'Seçenekler' }).click()
      for (const option of ['Evet', 'Hayır']) {
        const input = page.getByRole('textbox', { name: 'Yeni seçenek' })
        await input.fill(option)
        await input.press('Enter')
        await expect(page.getByRole('textbox', { name: `${option} seçeneğinin metni (tr)` })).toBeVisible()
      }
    })

    await test.step('a rule on the third section: shown when the dropdown is Evet', async () => {
      await page.getByRole('button', { name: 'Kişisel bilgiler bölümünü düzenle', exact: true }).click()
      const panel = page.getByRole('complementary', { name: 'Yan panel' })
      await panel.getByRole('tab', { name: 'Kurallar' }).click()
      await pickOption(page, panel, 'Koşulun alanı', 'Açılır liste')
      await pickOption(page, panel, 'Koşul', 'Eşittir')
      await pickOption(page, panel, 'Değer', 'Evet')
      await panel.getByRole('button', { name: 'Kuralı ekle' }).click()
      await expect(sectionCard(page, 'Kişisel bilgiler').getByText('1 kural')).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('everything is saved', async () => {
      await page.reload()
      await settled(page)
      expect(await sectionOrder(page)).toEqual(['Katılım', 'Konaklama', 'Kişisel bilgiler'])
      await expect(
        sectionCard(page, 'Konaklama').getByRole('button', { name: 'E-posta alanını düzenle' }),
      ).toBeVisible()
      await expect(
        sectionCard(page, 'Kişisel bilgiler').getByRole('button', { name: 'Kısa yanıt alanını düzenle' }),
      ).toBeVisible()
      await expect(sectionCard(page, 'Kişisel bilgiler').getByText('1 kural')).toBeVisible()
    })

    await test.step('the preview hides the ruled section until Evet is chosen', async () => {
      await page.getByRole('button', { name: 'Önizleme' }).click()
      const preview = page.getByRole('region', { name: 'Önizleme' })
      await expect(preview.getByRole('region', { name: 'Katılım' })).toBeVisible()
      await expect(preview.getByRole('region', { name: 'Kişisel bilgiler' })).toHaveCount(0)
      await pickOption(page, preview, 'Açılır liste', 'Evet')
      await expect(preview.getByRole('region', { name: 'Kişisel bilgiler' })).toBeVisible()
      await expectAccessible(page)
    })
  })

  test('works on a 360 px phone', async ({ page, request }) => {
    const code = await congressCode(request)
    const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
    const response = await request.get('/api/v1/forms', { headers: { Authorization: `Bearer ${token}` } })
    const form = (
      (await response.json()) as { data: { id: number; project_code: string | null; form_type: string }[] }
    ).data.find((each) => each.project_code === code && each.form_type === 'registration')
    if (!form) throw new Error('no demo form')
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/reg-form/${form.id}`)
    // Nothing wider than the screen; the palette sits below the sections.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expect(page.getByRole('searchbox', { name: 'Alan ara' })).toBeVisible()
    const first = sectionList(page)
      .getByRole('button', { name: /bölümünü düzenle$/ })
      .first()
    await first.click()
    // The section's detail opens in a drawer.
    const drawer = page.getByRole('dialog', { name: 'Ayrıntılar' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('tab', { name: 'Bölüm Bilgileri' })).toBeVisible()
    await expectAccessible(page)
    await drawer.getByRole('button', { name: 'Alan listesine dön' }).first().click()
    await expect(drawer).toHaveCount(0)
  })
})

test('the company brief form opens in the same builder', async ({ page }) => {
  await login(page, DEMO.admin)
  await visit(page, '/admin/biz-dev/brief-form')
  await expect(page.getByRole('list', { name: 'Form bölümleri' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bütçe ve Notlar bölümünü düzenle' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Alan ara' })).toBeVisible()
})
