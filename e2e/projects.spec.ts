import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { alertTitled, apiToken, openDialog } from './support/admin'
import { DEMO } from './support/env'
import { login, settled, visit } from './support/pages'

type Json = Record<string, unknown>

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as Json
}

/** After a save: the modal has closed and the floating alert has gone, then the axe check. */
async function settledAfterSave(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })
  await settled(page)
}

/**
 * A PREP project of the demo company made through the API (POST /leads) with one of its clients,
 * that client's first contact and a project type; dates in 2020 put it first by starts_at.
 */
async function createProject(request: APIRequestContext, token: string, name: string) {
  const clients = (await call(request, token, 'GET', '/clients?page_size=50&sort_by=name')) as {
    data: { code: string; id: number }[]
  }
  let client: { id: number; contacts: { id: number }[] } | null = null
  for (const candidate of clients.data) {
    const detail = (await call(request, token, 'GET', `/client/${candidate.code}`)) as unknown as {
      id: number
      contacts: { id: number }[]
    }
    if (detail.contacts.length > 0) {
      client = detail
      break
    }
  }
  if (!client) throw new Error('no demo client with a contact')
  const types = (await call(request, token, 'GET', '/definition/project-types')) as unknown as {
    id: number
  }[]
  const created = await call(request, token, 'POST', '/leads', {
    name,
    dates: ['2020-01-06', '2020-01-08'],
    country: 'TR',
    city: 'İstanbul',
    type: types[0]?.id,
    client: client.id,
    contact: client.contacts[0]?.id,
    status: 'PREP',
    lead_close_date: '2019-12-01',
    lead_value: '150000',
    lead_currency: 'TRY',
    project_ref: `E2E-${Date.now() % 1_000_000}`,
    expected_attendee_count: 250,
    languages: ['tr', 'en'],
    currency: 'TRY',
  })
  return created.code as string
}

async function stageNames(request: APIRequestContext, token: string) {
  const me = (await call(request, token, 'GET', '/me')) as { event_company_id: number }
  const company = (await call(request, token, 'GET', `/event-companies/${me.event_company_id}`)) as {
    bizdev_stages: { id: number; name: string }[]
  }
  return new Map(company.bizdev_stages.map((stage) => [stage.id, stage.name]))
}

test.describe('projects', () => {
  test('an agency user finds, opens and works on a project', async ({ page }) => {
    // Many screens, each with its axe check, on a machine shared with other builds.
    test.setTimeout(180_000)
    const token = await apiToken(page.request, DEMO.admin, 'demo1234')
    const stamp = Date.now() % 100_000
    const name = `E2E Kongre ${stamp}`
    const code = await createProject(page.request, token, name)
    const stages = await stageNames(page.request, token)
    await login(page, DEMO.admin)

    // The default list: PREP, OPERATION, PRECLOSE by starts_at ascending; the 2020 project comes first.
    await visit(page, '/projects')
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) })
    await expect(row).toBeVisible()
    await expect(row).toContainText('6–8 Ocak 2020')
    await expect(row.getByTestId('stage-badge')).toHaveText(stages.get(8) ?? 'Hazırlık')
    await expect(page.getByRole('columnheader', { name: 'Tarihler' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )

    // Sorting by name writes the URL.
    await page.getByRole('columnheader', { name: 'Proje' }).getByRole('button').click()
    await expect(page).toHaveURL(/sort_by=name/)
    await expect(page.getByRole('columnheader', { name: 'Proje' })).toHaveAttribute('aria-sort', 'ascending')
    await page.getByRole('columnheader', { name: 'Tarihler' }).getByRole('button').click()
    await expect(page).not.toHaveURL(/sort_by/)
    await expect(row).toBeVisible()

    // Without PREP in the statuses the project leaves the list; with it back it returns.
    const statuses = page.getByRole('combobox', { name: 'Durum' })
    await statuses.click({ force: true })
    await page.getByRole('option', { name: 'Hazırlık', exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/statuses=OPERATION%2CPRECLOSE/)
    await expect(row).toHaveCount(0)
    await statuses.click({ force: true })
    await page.getByRole('option', { name: 'Hazırlık', exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(row).toBeVisible()

    // The debounced search.
    await page.getByRole('textbox', { name: 'Projelerde ara' }).fill(`Kongre ${stamp}`)
    await expect(page).toHaveURL(new RegExp(`search=Kongre\\+${stamp}`))
    await expect(page.getByRole('table').getByRole('link')).toHaveCount(1)
    await settled(page)

    // "Excel'e aktar" downloads the filtered list.
    const exported = page.waitForEvent('download')
    await page.getByRole('button', { name: "Listelenen projeleri Excel'e aktar" }).click()
    expect((await exported).suggestedFilename()).toMatch(/\.xlsx$/)

    // The project page: header, details, the browser title.
    await row.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/main$`))
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(name))
    await expect(page.getByTestId('project-dates')).toContainText('6–8 Ocak 2020')
    await expect(page.getByText('250', { exact: true })).toBeVisible()
    await expect(page.getByText('150.000,00 TRY')).toBeVisible()
    await settled(page)

    // An unknown project is not found; an unknown subpage goes to main.
    await visit(page, '/project/yok-boyle-bir-proje/main')
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' }).last()).toBeVisible()
    await visit(page, `/project/${code}/nowhere`)
    await expect(page).toHaveURL(new RegExp(`/project/${code}/main$`))

    // Files: upload through the input, download, see it on the timeline.
    await page.getByRole('tab', { name: 'Dosyalar' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/files$`))
    await page.locator('input[type="file"]').setInputFiles({
      name: 'program.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% e2e\n'),
    })
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    const fileRow = page.getByRole('row').filter({ hasText: 'program.pdf' })
    await expect(fileRow).toBeVisible()
    const download = page.waitForEvent('download')
    await fileRow.getByRole('button', { name: 'İndir: program.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('program.pdf')
    await settledAfterSave(page)

    // The stage select moves the project; the history and the timeline say so.
    await page.getByRole('tab', { name: 'Genel' }).click()
    const operation = stages.get(9) ?? 'Operasyon'
    await page.getByRole('combobox', { name: 'Aşamayı değiştir' }).click()
    await page.getByRole('option', { name: operation, exact: true }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page.getByTestId('status-history')).toContainText(`${stages.get(8)} → ${operation}`)
    await settledAfterSave(page)

    await page.getByRole('tab', { name: 'Zaman Çizelgesi' }).click()
    const timeline = page.getByTestId('project-timeline')
    await expect(timeline).toContainText('dosya ekledi: program.pdf')
    await expect(timeline).toContainText(`aşamayı değiştirdi: ${stages.get(8)} → ${operation}`)
    await settled(page)

    // A note on the project.
    await page.getByRole('tab', { name: 'Notlar' }).click()
    await page.getByRole('button', { name: 'Yeni Not' }).click()
    const note = await openDialog(page, 'Yeni Not')
    await note.getByRole('textbox', { name: 'Başlık' }).fill('Salon keşfi')
    await note.getByRole('textbox', { name: 'İçerik' }).fill('Salon ölçüleri alındı.')
    await note.getByRole('button', { name: 'Kaydet' }).click()
    await expect(page.getByRole('article').filter({ hasText: 'Salon keşfi' })).toBeVisible()
    await settledAfterSave(page)

    // Deleting the file asks first.
    await page.getByRole('tab', { name: 'Dosyalar' }).click()
    await page.getByRole('button', { name: 'Sil: program.pdf' }).click()
    const confirm = await openDialog(page, 'Emin misin?')
    await expect(confirm.getByText('Bu işlem geri alınamaz!')).toBeVisible()
    await confirm.getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'program.pdf' })).toHaveCount(0)
    await settledAfterSave(page)
  })

  test('a CLIENT user creates a project with the simple form and sees only their projects', async ({
    page,
  }) => {
    const token = await apiToken(page.request, DEMO.client, 'demo1234')
    const name = `Müşteri Talebi ${Date.now() % 100_000}`
    await login(page, DEMO.client)

    await page.getByRole('button', { name: 'Yeni oluştur' }).click()
    const menu = page.getByRole('dialog', { name: 'Yeni bir ...' })
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Proje formunu aç' }).click()
    const form = await openDialog(page, 'Yeni Proje')
    const submit = form.getByRole('button', { name: 'Projeyi Oluştur' })
    await expect(submit).toBeDisabled()
    await form.getByRole('textbox', { name: 'Proje adı' }).fill(name)
    await form.getByRole('button', { name: 'Tarihler' }).click()
    const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' }).format(new Date())
    const [monthName, year] = month.split(' ')
    await page.getByRole('button', { name: `10 ${monthName} ${year}`, exact: true }).click()
    await page.getByRole('button', { name: `12 ${monthName} ${year}`, exact: true }).click()
    await form.getByRole('textbox', { name: 'Katılımcı sayısı' }).fill('80')
    await form.getByRole('combobox', { name: 'Diller' }).click()
    await page.getByRole('option', { name: 'Türkçe' }).click()
    await page.keyboard.press('Escape')
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page).toHaveURL(/\/project\/[^/]+\/main$/)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.getByRole('tab')).toHaveText(['Genel', 'Dosyalar'])
    await settledAfterSave(page)
    // The client view (decisions/0017): the stage, but not the agency's history, fee or lead figures.
    await expect(page.getByText('Durum geçmişi')).toHaveCount(0)
    await expect(page.getByText('Hizmet bedeli')).toHaveCount(0)
    // The files tab works for them: they upload to their own project.
    await page.getByRole('tab', { name: 'Dosyalar' }).click()
    await expect(page.getByText('Bu projeye henüz dosya yüklenmemiş')).toBeVisible()
    await page.locator('input[type="file"]').setInputFiles({
      name: 'talep.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% e2e\n'),
    })
    await expect(page.getByRole('row').filter({ hasText: 'talep.pdf' })).toBeVisible()
    await settledAfterSave(page)

    // The list shows only what the server gives this user: their own projects, the new lead among them.
    const mine = (await call(
      page.request,
      token,
      'GET',
      '/projects?paginate=1&page_size=100&statuses=LEAD,PREP,OPERATION,PRECLOSE,CLOSED,POSTPONED,CANCELLED,COMPETITION',
    )) as { data: { name: string }[]; total: number }
    await visit(page, '/projects?statuses=LEAD')
    await expect(page.getByRole('link', { name })).toBeVisible()
    const shown = await page.getByRole('table').getByRole('link').allTextContents()
    for (const title of shown) expect(mine.data.map((project) => project.name)).toContain(title)
    // A lead of the agency for another client, with another contact, stays out of both.
    const other = 'Göktürk Teknoloji Bayi Buluşması 2027'
    expect(mine.data.map((project) => project.name)).not.toContain(other)
    await expect(page.getByRole('link', { name: other })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Yeni Proje' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Müşteri' })).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Sorumlu' })).toHaveCount(0)
  })
})
