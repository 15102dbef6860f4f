import { expect, test } from '@playwright/test'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

test.describe('project to-dos tab (issue 23 item 5)', () => {
  test("adds a task from the project's tab with the project picked; it lists there, done under completed", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
    const { data } = (await (
      await request.get('/api/v1/projects?page_size=1', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { code: string; name: string }[] }
    const project = data[0]
    if (!project) throw new Error('no demo project')
    const title = `Proje görevi ${Date.now()}`

    await login(page, DEMO.admin)
    await visit(page, `/project/${project.code}/main`)
    await page.getByRole('tab', { name: 'Yapılacaklar' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${project.code}/todos$`))
    await expect(page.getByRole('heading', { name: 'Projenin yapılacakları' })).toBeVisible()

    await page.getByRole('button', { name: 'Yeni görev' }).first().click()
    const modal = await openDialog(page, 'Yeni görev')
    await expect(modal.getByLabel('Proje', { exact: true })).toHaveValue(new RegExp(project.name))
    await modal.getByRole('textbox', { name: 'Başlık' }).fill(title)
    const created = page.waitForResponse(
      (r) => /\/api\/v1\/tasks(\?|$)/.test(r.url()) && r.request().method() === 'POST',
    )
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    const answer = await created
    expect(answer.status()).toBe(200)
    expect((await answer.json()).data.project.code).toBe(project.code)
    await expect(modal).toBeHidden()

    const row = page.getByTestId('task-row').filter({ hasText: title })
    await expect(row).toBeVisible()
    await expectAccessible(page)

    // Done: it leaves the open ones and shows under "Tamamlanan".
    await page.getByRole('checkbox', { name: `Tamamla: ${title}` }).click()
    await expect(row).toHaveCount(0)
    await page.getByText('Tamamlanan', { exact: true }).click()
    await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeVisible()
  })
})
