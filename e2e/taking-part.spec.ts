import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, settled, visit } from './support/pages'

interface ListedProject {
  id: number
  code: string
  name: string
}

/**
 * A project user@ (USER scope) only takes part in (docs/decisions/0047): the demo gives her tasks and
 * meetings on colleagues' projects. Among the projects of the default list (PREP, OPERATION, PRECLOSE) it
 * is one whose page answers `read_only: true` (seen only by taking part): her own ones are writable to her.
 */
async function takenPartIn(request: APIRequestContext): Promise<ListedProject> {
  const token = await apiToken(request, DEMO.user, 'demo1234')
  const headers = { Authorization: `Bearer ${token}` }
  const list = await request.get('/api/v1/projects?statuses=PREP,OPERATION,PRECLOSE&page_size=100', {
    headers,
  })
  expect(list.ok()).toBe(true)
  for (const project of ((await list.json()) as { data: ListedProject[] }).data) {
    const page = await request.get(`/api/v1/project/${project.code}`, { headers })
    expect(page.ok()).toBe(true)
    const data = ((await page.json()) as { data: { id: number; can_edit: boolean; read_only: boolean } }).data
    if (data.read_only) {
      expect(data.can_edit).toBe(false)
      return { ...project, id: data.id }
    }
  }
  throw new Error('user@ takes part in no project of the default list')
}

/** A form of the project: the demo's first, or one the admin adds through the API when it has none. */
async function formOf(request: APIRequestContext, project: ListedProject): Promise<{ name: string }> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const list = await request.get('/api/v1/forms', { headers, params: { project_id: project.id } })
  expect(list.ok()).toBe(true)
  const [form] = ((await list.json()) as { data: { name: string }[] }).data
  if (form) return form
  const created = await request.post('/api/v1/forms', {
    headers,
    data: { project_id: project.id, name: 'Katılım formu', form_type: 'registration' },
  })
  expect(created.ok()).toBe(true)
  return ((await created.json()) as { data: { name: string } }).data
}

/**
 * The form opened from the "Formlar" tab: the builder shows it (and its preview) with the page's note,
 * and no settings, publishing, section or field adding, handles or menus (each write would answer 404).
 */
async function formWithoutWrites(page: Page, project: ListedProject, form: { name: string }) {
  await visit(page, `/project/${project.code}/forms`)
  await page.getByRole('link', { name: `${form.name} formunu düzenle` }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${project.code}/(reg|rsvp)-form/\\d+$`))
  await expect(page.getByRole('heading', { level: 2, name: form.name })).toBeVisible()
  await settled(page)
  await expect(page.getByTestId('project-read-only')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Önizleme' })).toHaveAttribute('aria-pressed', 'true')
  for (const name of ['Ayarlar', 'Yayınla', 'Kapat', 'Bölüm ekle'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: / (alanını|bölümünü) (taşı|düzenle)$/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: / (alanı|bölümü) işlemleri$/ })).toHaveCount(0)
  await expect(page.getByRole('searchbox', { name: 'Alan ara' })).toHaveCount(0)
}

/** From the list to the project page, which shows the project without any way to change it. */
async function openReadOnly(page: Page, project: ListedProject) {
  await visit(page, '/projects')
  const link = page.getByRole('link', { name: project.name, exact: true })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/project/${project.code}/main$`))
  await expect(page.getByRole('heading', { level: 2, name: project.name })).toBeVisible()
  await settled(page)
  await expect(page.getByRole('button', { name: 'Düzenle' })).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Aşamayı değiştir' })).toHaveCount(0)
  await expect(page.getByTestId('project-read-only')).toBeVisible()
}

/**
 * Its tabs show what they hold and offer no write (each would answer 404 to her): files and photos,
 * flights, accommodation, budgets. A tab is opened by its address, as the tab bar's links do.
 */
async function tabsWithoutWrites(page: Page, project: ListedProject) {
  const tab = async (subpage: string, ready: () => Promise<void>) => {
    await visit(page, `/project/${project.code}/${subpage}`)
    await ready()
    await settled(page)
  }
  await tab('files', () => expect(page.getByTestId('project-photos')).toBeVisible())
  await expect(page.getByRole('button', { name: 'Dosya seç' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Sil: / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Bağlantı oluştur' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'İptal et' })).toHaveCount(0)

  await tab('flights', () =>
    expect(page.getByRole('heading', { level: 2, name: 'Grup uçuşları' })).toBeVisible(),
  )
  await expect(page.getByRole('button', { name: 'Uçuş ekle' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /uçuşunu düzenle$/ })).toHaveCount(0)

  await tab('hotels', () =>
    expect(page.getByRole('heading', { level: 3, name: 'Oda blokları' })).toBeVisible(),
  )
  await expect(page.getByRole('button', { name: 'Blok ekle' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Konaklama ekle' })).toHaveCount(0)

  await tab('budgets', () => expect(page.getByTestId('project-read-only')).toBeVisible())
  await expect(page.getByRole('button', { name: 'Yeni Bütçe' })).toHaveCount(0)
}

test.describe('taking part in a project', () => {
  test('a USER-scope user finds a colleague’s project she works on and opens it read-only, at 360 px too', async ({
    page,
  }) => {
    // Five tabs and a form's builder at two widths, each checked with axe on arrival.
    test.setTimeout(240_000)
    const project = await takenPartIn(page.request)
    const form = await formOf(page.request, project)
    await login(page, DEMO.user)
    await openReadOnly(page, project)
    await tabsWithoutWrites(page, project)
    await formWithoutWrites(page, project, form)

    await page.setViewportSize({ width: 360, height: 740 })
    await openReadOnly(page, project)
    await tabsWithoutWrites(page, project)
    await formWithoutWrites(page, project, form)
    // Nothing wider than the phone: the page scrolls down, not sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
