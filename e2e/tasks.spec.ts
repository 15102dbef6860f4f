import { expect, type Locator, type Page, test } from '@playwright/test'
import { openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO } from './support/env'
import { login, visit } from './support/pages'

const TASK_PUT = /\/api\/v1\/tasks\/\d+(\?|$)/

/** A column of the board by its title (the region's name). */
const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const cardIn = (scope: Locator | Page, title: string) =>
  scope.getByTestId('task-card').filter({ hasText: title })

/** A pointer drag (dnd-kit starts after 5 px) from a handle onto the middle of a target. */
async function drag(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded()
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('not visible')
  const x = from.x + from.width / 2
  const y = from.y + from.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 15, y + 5, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 20 })
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + 62, { steps: 3 })
  await page.mouse.up()
}

test.describe('tasks', () => {
  test('creates a task from the page, completes and undoes it, drags it to another section', async ({
    page,
  }) => {
    // A board of twenty cards checked by axe four times, on 2 cores shared with the other worker.
    test.setTimeout(240_000)
    // Wide enough for every column of the board without scrolling it.
    await page.setViewportSize({ width: 2400, height: 1000 })
    const stamp = Date.now()
    const title = `E2E görevi ${stamp}`
    const sectionTitle = `E2E bölüm ${stamp}`
    await login(page, DEMO.user)
    await visit(page, '/tasks')
    await expect(page).toHaveURL(/\/tasks\/list$/)
    await expect(page.getByRole('tab', { name: 'Görevlerim' })).toHaveAttribute('aria-selected', 'true')

    // A new section, typed in place.
    await page.getByRole('button', { name: 'Bölüm ekle' }).click()
    const sectionInput = page.getByRole('textbox', { name: 'Bölüm adı' })
    await sectionInput.fill(sectionTitle)
    await sectionInput.press('Enter')
    await expect(column(page, sectionTitle)).toBeVisible()

    // The page's button opens the task modal; saving waits for a title.
    await page.getByRole('button', { name: 'Yeni görev' }).first().click()
    const modal = await openDialog(page, 'Yeni görev')
    const save = modal.getByRole('button', { name: 'Kaydet' })
    await expect(save).toBeDisabled()
    await modal.getByRole('textbox', { name: 'Başlık' }).fill(title)
    await modal.getByRole('textbox', { name: 'Açıklama' }).fill('Playwright ile oluşturuldu')
    await expect(save).toBeEnabled()
    await expectAccessible(page)
    const created = page.waitForResponse(
      (r) => /\/api\/v1\/tasks(\?|$)/.test(r.url()) && r.request().method() === 'POST',
    )
    await save.click()
    expect((await created).status()).toBe(200)
    await expect(page.getByText('Görev oluşturuldu.')).toBeVisible()
    await expect(modal).toBeHidden()
    const noSection = column(page, 'Bölümsüz')
    await expect(cardIn(noSection, title)).toBeVisible()

    // Drag it to the new section: the drop saves its section and place.
    const moved = page.waitForResponse((r) => TASK_PUT.test(r.url()) && r.request().method() === 'PUT')
    await drag(page, page.getByRole('button', { name: `Görevi taşı: ${title}` }), column(page, sectionTitle))
    const moveAnswer = await moved
    expect(moveAnswer.status()).toBe(200)
    expect(moveAnswer.request().postDataJSON()).toMatchObject({ position: 0 })
    await expect(cardIn(column(page, sectionTitle), title)).toBeVisible()
    await expect(cardIn(noSection, title)).toHaveCount(0)

    // Completing takes it off "my tasks"; "Geri al" brings it back.
    // The box follows the server: a click asks, the saved task ticks it (and leaves "my tasks").
    await page.getByRole('checkbox', { name: `Tamamla: ${title}` }).click()
    await expect(page.getByText('Görev tamamlandı', { exact: true })).toBeVisible()
    await expect(cardIn(page, title)).toHaveCount(0)
    await page.getByRole('button', { name: 'Geri al' }).click()
    await expect(cardIn(column(page, sectionTitle), title)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: `Tamamla: ${title}` })).not.toBeChecked()

    // The list view shows the same task; the card's title opens its modal.
    await page.getByText('Liste', { exact: true }).click()
    await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: title }).click()
    const edit = await openDialog(page, 'Görevi düzenle')
    await expect(edit.getByRole('textbox', { name: 'Başlık' })).toHaveValue(title)
  })
})
