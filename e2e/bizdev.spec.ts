import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { alertTitled, apiToken, openDialog } from './support/admin'
import { login, registerCompany, settled, visit } from './support/pages'

/** A fresh company (its own pipeline), its admin signed in, and a bearer token for set-up calls. */
async function freshCompany(page: Page, name: string) {
  const account = await registerCompany(page.request, name)
  const token = await apiToken(page.request, account.email, account.password)
  await login(page, account.email, account.password)
  return { ...account, token }
}

async function call(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: unknown,
) {
  const response = await request[method](`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { code?: string; data: { id: number; code: string } }
}

/** A project type and a contact position, which a lead needs. */
async function definitions(request: APIRequestContext, token: string) {
  const type = await call(request, token, 'post', '/definition/project-types', {
    name: 'Kongre',
    budget_type: 1,
  })
  const position = await call(request, token, 'post', '/definition/contact-positions', {
    name: 'Genel Müdür',
  })
  return { typeId: type.data.id, positionId: position.data.id }
}

const ISO = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** POST /leads with a new client and its first contact. */
async function leadByApi(
  request: APIRequestContext,
  token: string,
  ids: { typeId: number; positionId: number },
  name: string,
  client: string,
) {
  const start = new Date()
  start.setMonth(start.getMonth() + 2)
  const response = await call(request, token, 'post', '/leads', {
    name,
    dates: [ISO(start), ISO(start)],
    country: 'TR',
    city: 'İstanbul',
    type: ids.typeId,
    client,
    new_contact: {
      name: `${client} Kontak`,
      email: `kontak.${Date.now()}@firma.example`,
      position_id: ids.positionId,
    },
    status: 'LEAD-0',
    lead_close_date: ISO(new Date()),
    lead_value: '25000',
    lead_currency: 'TRY',
    project_ref: `REF-${name.replace(/\W+/g, '')}`,
  })
  return response.code ?? response.data.code
}

/** The calendar's day button ("12 Aralık 2026"). */
function dayLabel(date: Date): string {
  return `${date.getDate()} ${new Intl.DateTimeFormat('tr-TR', { month: 'long' }).format(date)} ${date.getFullYear()}`
}

/** Opens a date picker of the form and clicks the days (next month's, so no month boundary surprises). */
async function pickDays(page: Page, form: Locator, label: string, days: number[]) {
  await form.getByRole('button', { name: label, exact: true }).click()
  await page.getByRole('button', { name: 'Sonraki ay' }).click()
  const month = new Date()
  month.setDate(1)
  month.setMonth(month.getMonth() + 1)
  for (const day of days) {
    const date = new Date(month)
    date.setDate(day)
    await page.getByRole('button', { name: dayLabel(date), exact: true }).click()
  }
}

async function pickOption(page: Page, form: Locator, label: string, option: string, typed?: string) {
  const box = form.getByRole('combobox', { name: label, exact: true })
  await box.click()
  if (typed) await box.fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

function column(page: Page, stage: number): Locator {
  return page.getByTestId(`stage-column-${stage}`)
}

/** Picks the card up by its handle, moves it `steps` columns right with the keyboard and drops it. */
async function keyboardMove(page: Page, name: string, steps: number) {
  const handle = page.getByRole('button', { name: `Taşı: ${name}` })
  await handle.focus()
  await page.keyboard.press('Space')
  await page.waitForTimeout(150)
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(250)
  }
  await page.keyboard.press('Space')
}

/** A mouse drag from the card's handle onto another column (dnd-kit starts after 6 px). */
async function pointerMove(page: Page, name: string, target: Locator) {
  const from = await page.getByRole('button', { name: `Taşı: ${name}` }).boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('card or column not visible')
  const x = from.x + from.width / 2
  const y = from.y + from.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 12, y + 4, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 })
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + 82, { steps: 2 })
  await page.mouse.up()
}

/** The board's horizontal scroll and the column whose span holds x (the pointer's column). */
async function boardState(page: Page, x: number) {
  return page.getByTestId('lead-board').evaluate((board, px) => {
    const under = Array.from(board.querySelectorAll<HTMLElement>('[data-testid^="stage-column-"]')).find(
      (node) => {
        const rect = node.getBoundingClientRect()
        return rect.left <= px && px <= rect.right
      },
    )
    return {
      scroll: board.scrollLeft,
      stage: under ? Number(under.dataset.testid?.replace('stage-column-', '')) : null,
    }
  }, x)
}

/**
 * A mouse drag in small steps to the board's right edge, held there while the board auto-scrolls, then
 * back to the right half of a column, just under its cards (a short board: the pointer is below the
 * column's box but over its span). Returns the column under the pointer at release.
 */
async function dragPastTheEdge(page: Page, name: string): Promise<number> {
  const from = await page.getByRole('button', { name: `Taşı: ${name}` }).boundingBox()
  const board = await page.getByTestId('lead-board').boundingBox()
  if (!from || !board) throw new Error('card or board not visible')
  let x = from.x + from.width / 2
  const y = from.y + from.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  const edge = board.x + board.width - 12
  while (x < edge) {
    x = Math.min(edge, x + 24)
    await page.mouse.move(x, y + 20)
    await page.waitForTimeout(20)
  }
  for (let wait = 0; wait < 100 && (await boardState(page, x)).scroll < 700; wait += 1)
    await page.mouse.move(x + (wait % 2), y + 20)
  // Out of the auto-scroll zone, then onto a column's right half, under its last card.
  let middle = board.x + board.width / 2
  await page.mouse.move(middle, y + 20, { steps: 10 })
  await page.waitForTimeout(400)
  let { stage } = await boardState(page, middle)
  if (stage === null) {
    middle += 40 // a gap between two columns
    stage = (await boardState(page, middle)).stage
  }
  if (stage === null) throw new Error('no column in the middle of the board')
  const target = await column(page, stage).boundingBox()
  if (!target) throw new Error('column not visible')
  const releaseX = target.x + target.width * 0.8
  await page.mouse.move(releaseX, target.y + target.height + 4, { steps: 6 })
  await page.waitForTimeout(300)
  const under = await boardState(page, releaseX)
  expect(under.scroll, 'the board scrolled').toBeGreaterThan(600)
  await page.mouse.up()
  return under.stage as number
}

test.describe('business development', () => {
  test('a lead with a new client is created, dragged to Hazırlık and shows its history', async ({ page }) => {
    test.setTimeout(240_000)
    const { token } = await freshCompany(page, 'Bizdev')
    await definitions(page.request, token)
    const stamp = Date.now() % 100_000
    const name = `Bahar Kongresi ${stamp}`
    const client = `Yeni Müşteri ${stamp}`

    await visit(page, '/bizdev')
    await expect(page.getByRole('region', { name: 'Teklif', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Etkinlik tarihleri' })).toContainText(/\d{4}/)
    await page.getByRole('button', { name: 'Yeni İş Fırsatı' }).first().click()
    const form = await openDialog(page, 'Yeni İş Fırsatı')
    const save = form.getByRole('button', { name: 'Kaydet' })
    await expect(save).toBeDisabled()
    // The admin of a fresh company has no division that generates references: the code is typed.
    await expect(form.getByText('Proje kodu otomatik oluşturulacak')).toHaveCount(0)
    // A first call's fields only; format, attendees, languages, responsible, fees and note wait below.
    const more = form.getByRole('button', { name: /Diğer bilgiler/ })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    for (const label of ['Format', 'Diller', 'Sorumlu', 'Hizmet bedeli türü'])
      await expect(form.getByRole('combobox', { name: label, exact: true })).toBeHidden()
    await expect(form.getByRole('textbox', { name: 'Not', exact: true })).toBeHidden()
    await expect(form.getByRole('textbox', { name: 'Beklenen katılımcı sayısı' })).toBeHidden()
    for (const label of ['Proje türü', 'Müşteri', 'Aşama'])
      await expect(form.getByRole('combobox', { name: label, exact: true })).toBeVisible()
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(form.getByRole('combobox', { name: 'Sorumlu', exact: true })).toBeVisible()
    await form.getByRole('textbox', { name: 'Not', exact: true }).fill('İlk görüşme telefonla')
    await more.click()
    await expect(form.getByRole('textbox', { name: 'Not', exact: true })).toBeHidden()

    const nameBox = form.getByRole('textbox', { name: 'Ad', exact: true })
    await nameBox.focus()
    await nameBox.blur()
    await expect(form.getByText('Bu alan zorunludur').first()).toBeVisible()
    await nameBox.fill(name)
    await pickDays(page, form, 'Tarihler', [10, 12])
    const city = form.getByRole('combobox', { name: 'Şehir', exact: true })
    if (await city.count()) await pickOption(page, form, 'Şehir', 'İstanbul', 'İstanbul')
    else await form.getByRole('textbox', { name: 'Şehir', exact: true }).fill('İstanbul')
    await pickOption(page, form, 'Proje türü', 'Kongre')
    await pickOption(page, form, 'Müşteri', `“${client}” yeni müşteri olarak oluştur`, client)

    await expect(form.getByRole('combobox', { name: 'Kontak', exact: true })).toHaveCount(0)
    await form.getByRole('textbox', { name: 'Kontak adı soyadı' }).fill('Ayşe Yılmaz')
    const email = form.getByRole('textbox', { name: 'Kontak e-postası' })
    await email.fill('ayse@')
    await email.blur()
    await expect(form.getByText('Geçerli bir e-posta adresi girmelisin')).toBeVisible()
    await email.fill('ayse@yenimusteri.example')
    await pickOption(page, form, 'Kontak pozisyonu', 'Genel Müdür')
    await expect(form.getByRole('combobox', { name: 'Aşama', exact: true })).toHaveValue('Oluşturuldu')
    await pickDays(page, form, 'Karar tarihi', [5])
    await form.getByRole('textbox', { name: 'İş fırsatı değeri' }).fill('150000')
    await expect(save).toBeDisabled()
    await form.getByRole('textbox', { name: 'Proje kodu' }).fill(`BZ-${stamp}`)
    await expect(save).toBeEnabled()
    await save.click()

    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page).toHaveURL(/\/bizdev\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.getByRole('link', { name: client })).toBeVisible()
    await expect(page.getByText('Ayşe Yılmaz')).toBeVisible()
    const detailUrl = page.url()
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })
    await settled(page)

    await visit(page, '/bizdev')
    const card = column(page, 0)
      .getByTestId(/^lead-card-/)
      .filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card).toContainText(client)
    await expect(card).toContainText('150.000,00 TRY')
    await expect(column(page, 0)).toContainText('150.000,00 TRY')

    // keyboard: 0 → 1
    await keyboardMove(page, name, 1)
    await expect(column(page, 1).getByText(name)).toBeVisible()
    await expect(alertTitled(page, 'BAŞARILI!').first()).toBeVisible()
    // pointer: 1 → 2
    await pointerMove(page, name, column(page, 2))
    await expect(column(page, 2).getByText(name)).toBeVisible()
    // keyboard: 2 → 8 (Hazırlık, the first Konfirme stage)
    await keyboardMove(page, name, 6)
    await expect(column(page, 8).getByText(name)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Konfirme' }).getByText(name)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })
    await settled(page)

    await page.reload()
    await settled(page)
    await expect(column(page, 8).getByText(name)).toBeVisible()
    await visit(page, detailUrl)
    const history = page.getByTestId('status-history')
    await expect(page.getByTestId('stage-badge').first()).toHaveText('Hazırlık')
    for (const stage of ['Bütçe Hazırlanacak', 'Sunum Hazırlanacak', 'Hazırlık'])
      await expect(history).toContainText(stage)
    await expect(page.getByRole('link', { name: 'Proje sayfası' })).toHaveAttribute(
      'href',
      /\/project\/[^/]+\/main$/,
    )

    // Hazırlık is a project: it is on /projects, and its page takes files that the timeline lists.
    await visit(page, '/projects')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(/\/project\/[^/]+\/main$/)
    await settled(page)
    for (const tab of ['Genel', 'Dosyalar', 'Notlar', 'Aramalar', 'Zaman Çizelgesi'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    await page.getByRole('tab', { name: 'Dosyalar' }).click()
    const fileName = `teklif-${stamp}.pdf`
    await page.locator('input[type="file"]').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    })
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page.getByRole('table').getByText(fileName)).toBeVisible()
    await page.getByRole('tab', { name: 'Zaman Çizelgesi' }).click()
    await expect(page.getByRole('tabpanel').getByText(fileName)).toBeVisible()
  })

  test('a card dragged past the right edge lands on the column under the pointer; its toast undoes the move', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const { token } = await freshCompany(page, 'Surukle')
    const ids = await definitions(page.request, token)
    const name = `Sonbahar Forumu ${Date.now() % 100_000}`
    await leadByApi(page.request, token, ids, name, `Gama Firma ${Date.now() % 100_000}`)
    await visit(page, '/bizdev')
    await expect(column(page, 0).getByText(name)).toBeVisible()

    const stage = await dragPastTheEdge(page, name)
    expect(stage).toBeGreaterThan(2)
    await expect(column(page, stage).getByText(name)).toBeVisible()
    await expect(column(page, stage + 1).getByText(name)).toHaveCount(0)
    const toast = alertTitled(page, 'BAŞARILI!')
    await expect(toast).toBeVisible()
    await settled(page)
    await page.reload()
    await settled(page)
    await expect(column(page, stage).getByText(name)).toBeVisible()

    // The stage menu moves it on; the alert's "Geri al" puts it back where it was, on the server too.
    await page.getByRole('button', { name: `Aşamayı değiştir: ${name}` }).click()
    const other = stage === 1 ? 2 : 1
    const otherName = (await column(page, other).getAttribute('aria-label')) ?? ''
    await page.getByRole('menuitem', { name: otherName, exact: true }).click()
    await expect(column(page, other).getByText(name)).toBeVisible()
    const undo = page
      .getByRole('alert')
      .filter({ hasText: 'BAŞARILI!' })
      .getByRole('button', { name: 'Geri al' })
    await undo.click()
    await expect(column(page, stage).getByText(name)).toBeVisible()
    await expect(column(page, other).getByText(name)).toHaveCount(0)
    await expect(page.getByRole('alert').getByRole('button', { name: 'Geri al' })).toHaveCount(0)
    await settled(page)
    await page.reload()
    await settled(page)
    await expect(column(page, stage).getByText(name)).toBeVisible()
  })

  test('filters narrow the board, the list view follows them, and a lead is deleted after confirmation', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const { token } = await freshCompany(page, 'Filtre')
    const ids = await definitions(page.request, token)
    const stamp = Date.now() % 100_000
    const first = `Kış Zirvesi ${stamp}`
    const second = `Yaz Toplantısı ${stamp}`
    await leadByApi(page.request, token, ids, first, `Alfa Firma ${stamp}`)
    await leadByApi(page.request, token, ids, second, `Beta Firma ${stamp}`)

    await visit(page, '/bizdev')
    await expect(page.getByText(first)).toBeVisible()
    await expect(page.getByText(second)).toBeVisible()
    await page.getByRole('textbox', { name: 'Ara' }).fill('zirve')
    await expect(page.getByText(second)).toHaveCount(0)
    await expect(page.getByText(first)).toBeVisible()
    await expect(page).toHaveURL(/q=zirve/)

    await page.locator('label').filter({ hasText: 'Liste' }).click()
    await expect(page).toHaveURL(/view=list/)
    await expect(page.getByRole('table').getByRole('link', { name: first })).toBeVisible()
    await expect(page.getByRole('table').getByText(second)).toHaveCount(0)
    await settled(page)
    await page.getByRole('textbox', { name: 'Ara' }).fill('olmayan bir şey')
    await expect(page.getByText('Hiç sonuç bulunamadı')).toBeVisible()
    await page.getByRole('textbox', { name: 'Ara' }).fill('')
    await expect(page.getByRole('table').getByRole('link', { name: second })).toBeVisible()

    await pickOption(page, page.locator('body'), 'Müşteri', `Beta Firma ${stamp}`, 'Beta')
    await expect(page.getByRole('table').getByRole('link', { name: first })).toHaveCount(0)
    await page.getByRole('table').getByRole('link', { name: second }).click()
    await expect(page).toHaveURL(/\/bizdev\/[^/]+$/)
    await settled(page)

    // Düzenle: the same form, titled for a lead, saves a new name.
    await page.getByRole('button', { name: 'Düzenle' }).click()
    const edit = await openDialog(page, 'İş Fırsatını Güncelle')
    await edit.getByRole('textbox', { name: 'Ad', exact: true }).fill(`${second} (revize)`)
    await edit.getByRole('button', { name: 'Kaydet' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: `${second} (revize)` })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })
    await settled(page)

    await page.getByRole('button', { name: 'Sil' }).click()
    const confirm = await openDialog(page, 'Emin misin?')
    await expect(confirm.getByText('Bu işlem geri alınamaz!')).toBeVisible()
    await confirm.getByRole('button', { name: 'Sil' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page).toHaveURL(/\/bizdev$/)
    await expect(page.getByText(first)).toBeVisible()
    await expect(page.getByText(`${second} (revize)`)).toHaveCount(0)
  })

  test('an unknown lead shows the not-found page', async ({ page }) => {
    await freshCompany(page, 'Yok')
    await visit(page, '/bizdev/olmayan-kod')
    await expect(page.getByText('Sayfa bulunamadı').first()).toBeVisible()
  })
})
