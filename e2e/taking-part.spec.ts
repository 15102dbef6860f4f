import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { DEMO } from './support/env'
import { login, settled, visit } from './support/pages'

interface ListedProject {
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
    const data = ((await page.json()) as { data: { can_edit: boolean; read_only: boolean } }).data
    if (data.read_only) {
      expect(data.can_edit).toBe(false)
      return project
    }
  }
  throw new Error('user@ takes part in no project of the default list')
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
    // Five tabs at two widths, each checked with axe on arrival.
    test.setTimeout(240_000)
    const project = await takenPartIn(page.request)
    await login(page, DEMO.user)
    await openReadOnly(page, project)
    await tabsWithoutWrites(page, project)

    await page.setViewportSize({ width: 360, height: 740 })
    await openReadOnly(page, project)
    await tabsWithoutWrites(page, project)
    // Nothing wider than the phone: the page scrolls down, not sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
