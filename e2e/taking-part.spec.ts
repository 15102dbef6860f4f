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
 * is one whose page answers `can_edit: false`: her own ones are editable to her.
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
    if (!((await page.json()) as { data: { can_edit: boolean } }).data.can_edit) return project
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
}

test.describe('taking part in a project', () => {
  test('a USER-scope user finds a colleague’s project she works on and opens it read-only, at 360 px too', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const project = await takenPartIn(page.request)
    await login(page, DEMO.user)
    await openReadOnly(page, project)

    await page.setViewportSize({ width: 360, height: 740 })
    await openReadOnly(page, project)
    // Nothing wider than the phone: the page scrolls down, not sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
